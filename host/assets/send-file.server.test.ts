import { describe, expect, it } from 'vitest';
import { contentType } from './send-file.server.ts';

describe('contentType', () => {
  it.each([
    ['entry.client-SC0SmJPm.js', 'text/javascript; charset=utf-8'],
    ['App-1a2b.css', 'text/css; charset=utf-8'],
    ['media/hero.WEBP', 'image/webp'],
    ['media/logo.svg', 'image/svg+xml'],
    ['fonts/barlow-400.woff2', 'font/woff2'],
    ['media/visite.mp4', 'video/mp4'],
    ['media/visite.m4v', 'video/mp4'],
    ['media/visite.mov', 'video/quicktime'],
    ['fiche.pdf', 'application/pdf'],
    ['archive.unknown', 'application/octet-stream'],
    ['README', 'application/octet-stream'],
  ])('%s → %s', (file, type) => {
    expect(contentType(file)).toBe(type);
  });
});
