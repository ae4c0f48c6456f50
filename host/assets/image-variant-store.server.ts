import { join } from 'node:path';
import type { BlobStore } from '../../server/files/blob-store.ts';
import { s3ClientFromEnv } from '../../server/files/blob-store-from-env.ts';
import { createDiskBlobStore } from '../../server/files/disk-blob-store.ts';
import { createS3BlobStore } from '../../server/files/s3-blob-store.ts';
import { dataDirFromEnv } from '../../server/paths.ts';

/**
 * Where the image CDN keeps its resized variants (decision 0039): the bucket of the file store
 * when `S3_BUCKET` is set (keys under `S3_IMAGE_PREFIX`, default `image-variants/`), so every
 * instance makes a variant once; else `$DATA_DIR/image-variants` on the local disk.
 */
export function imageVariantStoreFromEnv(env: NodeJS.ProcessEnv): BlobStore {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return createDiskBlobStore(join(dataDirFromEnv(env), 'image-variants'));
  return createS3BlobStore({ client: s3ClientFromEnv(env), bucket, prefix: env.S3_IMAGE_PREFIX?.trim() || 'image-variants/' });
}
