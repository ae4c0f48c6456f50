import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentType, sendFile } from './send-file.server.ts';

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

describe('sendFile byte ranges (video seeking on Safari and iOS)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-range-'));
  const file = join(dir, 'film.mp4');
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));
  writeFileSync(file, bytes);
  const get = (headers: Record<string, string>, method = 'GET') => sendFile(file, 'public', new Request('http://x/film.mp4', { method, headers }));

  it('says it takes ranges, and answers one range with 206, its Content-Range and only its bytes', async () => {
    const whole = get({});
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    await whole.body?.cancel();
    const part = get({ range: 'bytes=0-1' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-1/1000');
    expect(part.headers.get('content-length')).toBe('2');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(0, 2));
    const tail = get({ range: 'bytes=990-' });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(990));
  });

  it('answers 416 with the size to a range past the end, and the whole file to several ranges or an If-Range', async () => {
    const past = get({ range: 'bytes=5000-' });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */1000');
    expect(get({ range: 'bytes=0-1,4-5' }).status).toBe(200);
    expect(get({ range: 'bytes=0-1', 'if-range': '"old"' }).status).toBe(200);
    expect(get({ range: 'bytes=0-1' }, 'HEAD').status).toBe(206);
  });

  it('answers a conditional request with a matching ETag 304', () => {
    const etag = get({}).headers.get('etag')!;
    expect(get({ 'if-none-match': etag }).status).toBe(304);
  });
});
