import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../server/app.ts';
import { createContext, type ContextHandle } from '../server/create-context.ts';
import { createDiskBlobStore } from '../server/files/disk-blob-store.ts';
import { mediaKey } from '../server/editor/media/read-upload.ts';
import { mediaCdnPath } from '../runtime/engine/data/media-path.ts';
import { loadBlockChecks } from './block-server/block-checks.server.ts';
import { createWebApp } from './web-app.server.ts';

/* Issue 34 item 4: a media library picture (bytes in the file store) is served by /ik-seo like a media file. */
let ctx: ContextHandle;
let web: Hono;
let hash: string;
const get = (path: string, host = 'autocars.localhost:3000', accept = 'image/avif,image/webp,*/*') => web.request(path, { headers: { host, accept } });

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-library-web-'));
  ctx = await createContext({ checks: await loadBlockChecks(), dataDir, watch: false });
  web = createWebApp({
    mode: 'production', api: { app: createApi(ctx) }, entry: () => import('./entry.server.tsx'), clientDir: null, defaultSite: 'autocars', log: () => {},
    imageStore: () => createDiskBlobStore(join(dataDir, 'image-variants')), mediaLibraryDir: join(dataDir, 'media-library'),
  });
  const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#aa3322' } }).jpeg().toBuffer();
  hash = createHash('sha256').update(bytes).digest('hex');
  await ctx.files.blobs.write(mediaKey(hash), Readable.from([bytes]));
  await ctx.db.insertInto('editorMedia').values({
    idSite: 87, hash, mime: 'image/jpeg', width: 1600, height: 900, size: bytes.length, altFr: 'Car', altEn: 'Coach', name: 'car.jpg', createdBy: null, createdByEmail: null, createdAt: new Date().toISOString(),
  }).execute();
});

afterAll(async () => {
  await ctx?.close();
});

describe('a media library picture through the image pipeline', () => {
  it('answers its widths and formats at the address its src gives, as any site picture', async () => {
    const path = mediaCdnPath(`/media/library/${hash}.jpg`, 'car-rouge');
    expect(path).toBe(`/ik-seo/media/library/${hash}/car-rouge.jpg`);
    const small = await get(`${path}?tr=w-320`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toMatch(/^image\/(avif|webp)$/);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
    const original = await get(path, undefined, '*/*');
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect((await get(path.replace(/\.jpg$/, '.webp'))).headers.get('content-type')).toBe('image/webp');
  });

  it('answers 404 for a hash the site does not hold, or from another site', async () => {
    expect((await get(`/ik-seo/media/library/${'0'.repeat(64)}/x.jpg`)).status).toBe(404);
    expect((await get(`/ik-seo/media/library/${hash}/x.jpg`, 'domaine.localhost:3000')).status).toBe(404);
  });
});
