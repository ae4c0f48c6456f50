import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store.ts';
import { blobStoreFromEnv, s3ClientFromEnv } from './blob-store-from-env.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.test-utils.ts';

/** A source that yields `chunks` chunks of `size` bytes, then fails (a client gone mid-upload). */
function failingSource(chunks: number, size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent < chunks) {
        sent += 1;
        this.push(Buffer.alloc(size, sent));
      } else this.destroy(new Error('client gone'));
    },
  });
}

let s3: S3TestServer;
const folder = mkdtempSync(join(tmpdir(), 'vitrine-blobs-'));
const stores: [string, () => BlobStore][] = [
  ['disk', () => blobStoreFromEnv({}, folder)],
  ['s3', () => blobStoreFromEnv(s3.env, folder)],
];
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

describe.each(stores)('the %s blob store', (kind, make) => {
  it('stores a stream and reads it back as a stream, byte for byte', async () => {
    const store = make();
    expect(store.kind).toBe(kind);
    await store.write('a1', Readable.from([Buffer.from('bonjour '), Buffer.from('le monde')]));
    const found = await store.read('a1');
    expect(found?.size).toBe(16);
    expect(await text(found!.stream)).toBe('bonjour le monde');
    await store.remove('a1');
    expect(await store.read('a1')).toBeUndefined();
    expect(await store.read('never-written')).toBeUndefined();
  });

  it('streams a file of several multipart parts (12 MB)', async () => {
    const store = make();
    const part = Buffer.alloc(1024 * 1024, 7);
    await store.write('big', Readable.from(Array.from({ length: 12 }, () => part)));
    const found = await store.read('big');
    let size = 0;
    for await (const chunk of found!.stream) size += (chunk as Buffer).length;
    expect(size).toBe(12 * 1024 * 1024);
    await store.remove('big');
  });

  it('leaves nothing behind when the source fails, small or past one part', async () => {
    const store = make();
    await expect(store.write('small-fail', failingSource(3, 1000))).rejects.toThrow('client gone');
    await expect(store.write('large-fail', failingSource(7, 1024 * 1024))).rejects.toThrow('client gone');
    expect(await store.keys()).toEqual([]);
    if (kind === 'disk') expect(readdirSync(join(folder, 'files'))).toEqual([]);
  });
});

describe('s3ClientFromEnv', () => {
  it('reads the AWS SDK standard variables and addresses buckets by path', async () => {
    const client = s3ClientFromEnv({ AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9', AWS_REGION: 'eu-west-3', AWS_ACCESS_KEY_ID: 'k', AWS_SECRET_ACCESS_KEY: 's' });
    expect(client.config.forcePathStyle).toBe(true);
    expect(await client.config.region()).toBe('eu-west-3');
    expect((await client.config.endpoint!()).hostname).toBe('127.0.0.1');
    client.destroy();
  });
});
