import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveFaviconFile, resolveFontFile, resolveMediaFile } from './media-file.server.ts';
import { safeJoin } from './send-file.server.ts';

const site = mkdtempSync(join(tmpdir(), 'vitrine-media-'));
mkdirSync(join(site, 'media/fleet'), { recursive: true });
mkdirSync(join(site, 'fonts'));
writeFileSync(join(site, 'media/fleet/coach.svg'), '<svg/>');
writeFileSync(join(site, 'media/fleet/bus.png'), 'png');
writeFileSync(join(site, 'media/fleet/van.png'), 'png');
writeFileSync(join(site, 'media/fleet/van.webp'), 'webp');
writeFileSync(join(site, 'fonts/Lato-Bold.woff2'), 'font');

describe('image CDN paths', () => {
  it('maps /ik-seo{path}/{name}.{ext} to media{path}.{ext}', () => {
    expect(resolveMediaFile(site, '/ik-seo/fleet/coach/autocar-grand-tourisme.svg')).toBe(join(site, 'media/fleet/coach.svg'));
    expect(resolveMediaFile(site, '/ik-seo/media/fleet/coach/autocar.svg')).toBe(join(site, 'media/fleet/coach.svg'));
  });
  it('serves the WebP variant when it exists, otherwise the original', () => {
    expect(resolveMediaFile(site, '/ik-seo/fleet/van/minibus.webp')).toBe(join(site, 'media/fleet/van.webp'));
    expect(resolveMediaFile(site, '/ik-seo/fleet/bus/bus.webp')).toBe(join(site, 'media/fleet/bus.png'));
  });
  it('finds an SVG original for a raster extension when there is no raster one (the server draws it)', () => {
    expect(resolveMediaFile(site, '/ik-seo/fleet/coach/autocar-grand-tourisme.jpg')).toBe(join(site, 'media/fleet/coach.svg'));
    expect(resolveMediaFile(site, '/ik-seo/fleet/van/minibus.jpg')).toBe(join(site, 'media/fleet/van.png'));
  });
  it('refuses paths leaving the media folder and unknown files', () => {
    expect(resolveMediaFile(site, '/ik-seo/../../etc/passwd/x.png')).toBeNull();
    expect(resolveMediaFile(site, '/ik-seo/%2e%2e/%2e%2e/secret/x.png')).toBeNull();
    expect(resolveMediaFile(site, '/ik-seo/fleet/nothing/x.png')).toBeNull();
    expect(safeJoin(site, '/../x')).toBeNull();
  });
  it('serves fonts by file name only', () => {
    expect(resolveFontFile(site, '/fonts/Lato-Bold.woff2')).toBe(join(site, 'fonts/Lato-Bold.woff2'));
    expect(resolveFontFile(site, '/fonts/..%2fsite.woff2')).toBeNull();
    expect(resolveFontFile(site, '/fonts/missing.woff2')).toBeNull();
  });
});

describe('favicon', () => {
  it('is the site\'s media/favicon file when there is one, else nothing', () => {
    expect(resolveFaviconFile(site)).toBeNull();
    writeFileSync(join(site, 'media/favicon.svg'), '<svg/>');
    expect(resolveFaviconFile(site)).toBe(join(site, 'media/favicon.svg'));
  });
});
