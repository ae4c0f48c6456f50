import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../../server/files/s3-test-server.test-utils.ts';
import { AUTOCARS, createEditorHarness, type EditorHarness } from './editor-test-site.test-utils.ts';

/* The media library on the S3 file store (the cluster's): bytes in the bucket under their hash, once. */
let s3: S3TestServer;
let e: EditorHarness;
beforeAll(async () => {
  s3 = await startS3TestServer();
  e = await createEditorHarness({ env: s3.env });
});
afterAll(async () => {
  await e?.close();
  await s3?.close();
});

describe('the media library on an S3 bucket', () => {
  it('keeps an upload in the bucket under media-<sha256>, once for the same bytes, and gives it back to the image pipeline', async () => {
    expect(e.h.ctx.files.blobs.kind).toBe('s3');
    const bytes = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
    const send = () => {
      const body = new FormData();
      body.set('altFr', 'Un aplat vert');
      body.set('altEn', 'A green plane');
      body.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'vert.png');
      return e.call('POST', '/admin/editor/media', body);
    };
    const first = await send();
    expect(first.status).toBe(201);
    const { hash } = first.json!.data.item as { hash: string };
    expect((await send()).status).toBe(200);
    expect(await e.h.ctx.files.blobs.keys()).toEqual([`media-${hash}`]);
    const original = await e.h.request('GET', `/media-library/${hash}`, { site: AUTOCARS });
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
  });
});
