import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression } from './compression.server.ts';

const html = `<!doctype html><html><body>${'<p>Location d’autocars avec chauffeur en Vendée — devis sous 24 h.</p>'.repeat(200)}</body></html>`;
const bytes = new TextEncoder().encode(html);

function app(): Hono {
  const hono = new Hono();
  hono.use('*', compression());
  hono.get('/page', (c) => c.body(bytes, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(bytes.byteLength), ETag: '"abc"' }));
  hono.get('/stream', () => {
    const parts = html.match(/.{1,500}/gs) ?? [];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  });
  hono.get('/small', (c) => c.json({ success: true, data: 1, message: '' }));
  hono.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png', 'Content-Length': '4096' }));
  hono.get('/precompressed', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'text/javascript', 'Content-Encoding': 'br', 'Content-Length': '4096' }));
  hono.get('/events', () => new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('data: reload\n\n')) }), { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } }));
  hono.get('/font', (c) => c.body(bytes, 200, { 'Content-Type': 'font/ttf', 'Content-Length': String(bytes.byteLength) }));
  hono.get('/no-transform', (c) => c.body(bytes, 200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-transform' }));
  return hono;
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => app().request(path, { method, headers });

describe('compression', () => {
  it('answers Brotli that decompresses to the same bytes, with Vary and a weak ETag', async () => {
    const response = await get('/page', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('etag')).toBe('W/"abc"');
    const body = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(bytes.byteLength / 5);
    expect(new Uint8Array(brotliDecompressSync(body))).toEqual(bytes);
  });

  it('answers gzip to a client that prefers it or knows only it', async () => {
    for (const accept of ['gzip', 'br;q=0.5, gzip', 'gzip, br;q=0']) {
      const response = await get('/page', { 'Accept-Encoding': accept });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(new Uint8Array(gunzipSync(new Uint8Array(await response.arrayBuffer())))).toEqual(bytes);
    }
  });

  it('compresses a streamed document chunk by chunk to the same bytes', async () => {
    const response = await get('/stream', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-length')).toBeNull();
    expect(brotliDecompressSync(new Uint8Array(await response.arrayBuffer())).toString('utf8')).toBe(html);
  });

  it('sends identity bytes to a client without Accept-Encoding, still saying the answer varies', async () => {
    for (const headers of [{} as Record<string, string>, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }]) {
      const response = await get('/page', headers);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('etag')).toBe('"abc"');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    }
  });

  it('gives a HEAD the headers of the GET and no body', async () => {
    const response = await get('/page', { 'Accept-Encoding': 'br' }, 'HEAD');
    const getResponse = await get('/page', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-length')).toBe(getResponse.headers.get('content-length'));
    expect(response.headers.get('etag')).toBe(getResponse.headers.get('etag'));
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('leaves a range request in identity bytes, so the ranges stay right', async () => {
    const response = await get('/page', { 'Accept-Encoding': 'br', Range: 'bytes=0-99' });
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('leaves small bodies, images, precompressed files and no-transform answers alone', async () => {
    const accept = { 'Accept-Encoding': 'br, gzip' };
    expect((await get('/small', accept)).headers.get('content-encoding')).toBeNull();
    const image = await get('/image', accept);
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('vary')).toBeNull();
    const precompressed = await get('/precompressed', accept);
    expect(precompressed.headers.get('content-encoding')).toBe('br');
    expect((await precompressed.arrayBuffer()).byteLength).toBe(4096);
    expect((await get('/no-transform', accept)).headers.get('content-encoding')).toBeNull();
  });

  it('leaves an event stream alone, so each event reaches the page at once', async () => {
    const response = await get('/events', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: reload\n\n');
    await reader.cancel();
  });

  it('compresses a TrueType font, as Hono would', async () => {
    const response = await get('/font', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(new Uint8Array(brotliDecompressSync(new Uint8Array(await response.arrayBuffer())))).toEqual(bytes);
  });
});
