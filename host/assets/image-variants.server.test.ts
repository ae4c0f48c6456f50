import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDiskBlobStore } from '../../server/files/disk-blob-store.ts';
import type { BlobStore } from '../../server/files/blob-store.ts';
import { createImageVariants } from './image-variants.server.ts';
import { testPhotograph } from './test-photograph.test-utils.ts';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const folder = mkdtempSync(join(tmpdir(), 'vitrine-images-'));
const photo = join(folder, 'vines.jpg');
const small = join(folder, 'label.png');
const drawing = join(folder, 'logo.svg');
let store: BlobStore;
let originalBytes = 0;

beforeAll(async () => {
  const jpeg = await testPhotograph(4000);
  originalBytes = jpeg.length;
  writeFileSync(photo, jpeg);
  writeFileSync(small, await sharp({ create: { width: 800, height: 600, channels: 4, background: '#7a1f3d80' } }).png().toBuffer());
  writeFileSync(drawing, '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="#5b1a2e"/><circle cx="600" cy="400" r="300" fill="#f3ede4"/></svg>');
  mkdirSync(join(folder, 'variants'));
  store = createDiskBlobStore(join(folder, 'variants'));
}, 30_000);

const images = (overrides: Partial<Parameters<typeof createImageVariants>[0]> = {}) =>
  createImageVariants({ store: () => store, cacheControl: 'public, max-age=604800', ...overrides });
const get = (headers: Record<string, string> = {}) => new Request('http://domaine.localhost/x', { headers });

async function picture(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, meta: await sharp(bytes).metadata() };
}

describe('image variants of a 4000 px JPEG photograph', () => {
  it('resizes to the width asked and answers WebP or AVIF to a browser that accepts them, a fraction of the original\'s bytes', async () => {
    const response = await images().serve(get({ accept: CHROME_ACCEPT }), photo, 'jpg', 'w-640');
    expect(response.status).toBe(200);
    expect(['image/webp', 'image/avif']).toContain(response.headers.get('content-type'));
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    const { bytes, meta } = await picture(response);
    expect(meta.width).toBe(640);
    expect(Math.abs(meta.height! - 427)).toBeLessThanOrEqual(1);
    expect(bytes.length).toBeLessThan(originalBytes / 20);
  }, 30_000);

  it('answers JPEG to a client that names no modern format, and the .webp and .avif extensions as asked', async () => {
    const jpeg = await images().serve(get({ accept: '*/*' }), photo, 'jpg', 'w-480');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect((await picture(jpeg)).meta).toMatchObject({ format: 'jpeg', width: 480 });
    const webp = await images().serve(get({ accept: '*/*' }), photo, 'webp', 'w-320');
    expect((await picture(webp)).meta).toMatchObject({ format: 'webp', width: 320 });
    expect(webp.headers.get('vary')).toBeNull();
    const avif = await images().serve(get(), photo, 'avif', 'w-320');
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect((await picture(avif)).meta).toMatchObject({ format: 'heif', width: 320 });
  }, 60_000);

  it('makes a variant once: the next request reads it from the store, the same bytes under the same ETag', async () => {
    const first = await images().serve(get({ accept: '*/*' }), photo, 'jpg', 'w-960');
    const kept = (await store.keys()).length;
    const again = images();
    const second = await again.serve(get({ accept: '*/*' }), photo, 'jpg', 'w-960');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect((await store.keys()).length).toBe(kept);
  }, 30_000);

  it('answers 304 to a conditional request with the variant\'s ETag, without making it', async () => {
    const first = await images().serve(get({ accept: '*/*' }), photo, 'jpg', 'w-320');
    const etag = first.headers.get('etag')!;
    const revalidated = await images().serve(get({ accept: '*/*', 'if-none-match': etag }), photo, 'jpg', 'w-320');
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  }, 30_000);

  it('never enlarges: a 800 px original asked at 1920 comes at 800, the same variant as asked at 960', async () => {
    const big = await images().serve(get({ accept: '*/*' }), small, 'png', 'w-1920');
    const medium = await images().serve(get({ accept: '*/*' }), small, 'png', 'w-960');
    expect((await picture(big)).meta).toMatchObject({ format: 'png', width: 800, hasAlpha: true });
    expect(big.headers.get('etag')).toBe(medium.headers.get('etag'));
  }, 30_000);

  it('puts a transparent PNG on white when asked as JPEG (structured data names pictures by .jpg)', async () => {
    const jpeg = await images().serve(get({ accept: '*/*' }), small, 'jpg', undefined);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const { data } = await sharp(Buffer.from(await jpeg.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    // #7a1f3d at half opacity over white, not over black.
    expect(data[0]).toBeGreaterThan(150);
  }, 30_000);

  it('refuses a width off the ladder (404) and an original over the pixel limit (422) before decoding it', async () => {
    expect((await images().serve(get(), photo, 'jpg', 'w-1000')).status).toBe(404);
    expect((await images().serve(get(), photo, 'jpg', 'w-640; rm -rf')).status).toBe(404);
    expect((await images({ maxInputPixels: 4_000_000 }).serve(get(), photo, 'jpg', 'w-640')).status).toBe(422);
  });

  it('sends the original as it is without a width, and an SVG always, whatever width is asked', async () => {
    const original = await images().serve(get(), photo, 'jpg', undefined);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(Number(original.headers.get('content-length'))).toBe(originalBytes);
    await original.body?.cancel();
    const svg = await images().serve(get(), drawing, 'svg', undefined);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const resizedSvg = await images().serve(get(), drawing, 'svg', 'w-640');
    expect([resizedSvg.status, resizedSvg.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
  });

  it('draws an SVG asked as .jpg (structured data and link previews need a raster picture): at its own size, or the width asked', async () => {
    const crawler = await images().serve(get({ accept: '*/*' }), drawing, 'jpg', undefined);
    expect([crawler.status, crawler.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const drawn = await picture(crawler);
    expect([drawn.meta.format, drawn.meta.width, drawn.meta.height]).toEqual(['jpeg', 1200, 800]);
    const narrow = await picture(await images().serve(get({ accept: '*/*' }), drawing, 'jpg', 'w-640'));
    expect([narrow.meta.width, narrow.meta.height]).toEqual([640, 427]);
    const browser = await images().serve(get({ accept: CHROME_ACCEPT }), drawing, 'jpg', 'w-480');
    expect(['image/avif', 'image/webp']).toContain(browser.headers.get('content-type'));
    await browser.body?.cancel();
  });

  it('answers 503 at once when a burst fills the queue, rather than holding more originals in memory', async () => {
    const busy = images({ concurrency: 1, maxQueued: 0 });
    let release!: () => void;
    const hold = busy.limiter.run(() => new Promise<void>((done) => (release = done)));
    const refused = await busy.serve(get({ accept: '*/*' }), photo, 'jpg', 'w-1280');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    release();
    await hold;
  });
});
