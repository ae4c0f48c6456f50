import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../server/files/s3-test-server.test-utils.ts';
import { imageVariantStoreFromEnv } from './image-variant-store.server.ts';
import { createImageVariants } from './image-variants.server.ts';

let s3: S3TestServer;
const folder = mkdtempSync(join(tmpdir(), 'vitrine-image-store-'));
const photo = join(folder, 'case.jpg');

beforeAll(async () => {
  s3 = await startS3TestServer();
  writeFileSync(photo, await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#8a5a2b' } }).jpeg().toBuffer());
});

afterAll(async () => {
  await s3?.close();
});

describe('imageVariantStoreFromEnv', () => {
  it('keeps variants on the local disk under $DATA_DIR/image-variants without S3_BUCKET', () => {
    expect(imageVariantStoreFromEnv({ DATA_DIR: folder }).kind).toBe('disk');
  });

  it('keeps variants in the bucket with S3_BUCKET, so another instance reads them instead of making them again', async () => {
    const env = { ...s3.env, DATA_DIR: folder };
    const store = imageVariantStoreFromEnv(env);
    expect(store.kind).toBe('s3');
    const get = () => new Request('http://domaine.localhost/x', { headers: { accept: 'image/webp' } });
    const first = await createImageVariants({ store: () => store, cacheControl: 'public' }).serve(get(), photo, 'jpg', 'w-640');
    const bytes = Buffer.from(await first.arrayBuffer());
    const keys = await store.keys();
    expect(keys).toHaveLength(1);
    const other = createImageVariants({ store: () => imageVariantStoreFromEnv(env), cacheControl: 'public' });
    const second = await other.serve(get(), photo, 'jpg', 'w-640');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Buffer.from(await second.arrayBuffer())).toEqual(bytes);
    expect(await store.keys()).toEqual(keys);
  });
});
