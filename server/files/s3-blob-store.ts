import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { BlobStore } from './blob-store.ts';

export interface S3BlobStoreOptions {
  client: S3Client;
  bucket: string;
  /** Prepended to every key (`S3_PREFIX`, default `files/`). */
  prefix?: string;
}

/** Size of each part of a multipart upload: the S3 minimum, so an upload holds at most one in memory. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Files as objects of an S3-compatible bucket. A write is a multipart upload of 5 MB parts sent
 * one at a time (lib-storage `Upload`); on any failure the upload is aborted, so no object and no
 * orphan part stay in the bucket.
 */
export function createS3BlobStore({ client, bucket, prefix = 'files/' }: S3BlobStoreOptions): BlobStore {
  const keyOf = (key: string) => `${prefix}${key}`;
  return {
    kind: 's3',
    async write(key, source) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: keyOf(key), Body: source },
        queueSize: 1,
        partSize: PART_BYTES,
        leavePartsOnError: false,
      });
      // A failing source must abort the upload rather than leave it waiting for more bytes.
      const onError = () => void upload.abort().catch(() => undefined);
      source.once('error', onError);
      try {
        await upload.done();
      } catch (error) {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) })).catch(() => undefined);
        throw source.errored ?? error;
      } finally {
        source.off('error', onError);
      }
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        if (!answer.Body) return undefined;
        return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(prefix.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
  };
}
