import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../server/app.ts';
import { createContext, type ContextHandle } from '../server/create-context.ts';
import { createDiskBlobStore } from '../server/files/disk-blob-store.ts';
import { loadBlockChecks } from './block-server/block-checks.server.ts';
import { createWebApp } from './web-app.server.ts';

/* Issue 26 §7 and §8 on the real domaine site: its raster hero, its font files and its film. */
let ctx: ContextHandle;
let web: Hono;
const host = 'domaine.localhost:3000';
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => web.request(path, { method, headers: { host, ...headers } });

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-media-web-'));
  ctx = await createContext({ checks: await loadBlockChecks(), dataDir, watch: false });
  web = createWebApp({
    mode: 'production', api: { app: createApi(ctx) }, entry: () => import('./entry.server.tsx'), clientDir: null, defaultSite: 'autocars', log: () => {},
    imageStore: () => createDiskBlobStore(join(dataDir, 'image-variants')),
  });
});

afterAll(async () => {
  await ctx?.close();
});

describe('the domaine home\'s raster hero', () => {
  it('is an <img> with a srcset of widths and sizes, preloaded with the same imagesrcset and imagesizes', async () => {
    const html = await (await get('/')).text();
    const img = /<img[^>]+vineyard-golden-hour[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toMatch(/srcSet="[^"]*\?tr=w-320 320w,[^"]*\?tr=w-1920 1920w"/);
    // The home's hero is full-bleed (decision 0068): the picture spans the window.
    expect(img).toContain('sizes="100vw"');
    const preload = /<link rel="preload" as="image"[^>]+vineyard-golden-hour[^>]*>/.exec(html)?.[0] ?? '';
    expect(preload).toMatch(/imageSrcSet="[^"]*1920w"/);
    expect(preload).toContain('imageSizes="100vw"');
  });

  it('is served resized from the 1600 px JPEG rendered by POV-Ray, as WebP or AVIF to a browser that takes them', async () => {
    const html = await (await get('/')).text();
    const src = /<img[^>]+src="([^"]+vineyard-golden-hour[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const response = await get(src, { accept: 'image/avif,image/webp,*/*' });
    expect(response.status).toBe(200);
    expect(['image/webp', 'image/avif']).toContain(response.headers.get('content-type'));
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.width).toBe(960);
    const original = await get(src.replace(/\?.*$/, ''));
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(1600);
  });
});

describe('delivery', () => {
  it('answers a font\'s conditional request 304, and caches fonts with validators rather than immutable', async () => {
    const first = await get('/fonts/SourceSans3-Regular.woff2');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).not.toContain('immutable');
    await first.body?.cancel();
    const again = await get('/fonts/SourceSans3-Regular.woff2', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('answers a byte range of the film with 206, and a range past its end with 416', async () => {
    const path = '/ik-seo/media/albums/vineyard-sunrise/lever-de-soleil.mp4';
    const part = await get(path, { range: 'bytes=0-1' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-1\/\d+$/);
    expect((await part.arrayBuffer()).byteLength).toBe(2);
    expect((await get(path, { range: 'bytes=999999999-' })).status).toBe(416);
  });
});
