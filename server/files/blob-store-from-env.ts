import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { join } from 'node:path';
import type { BlobStore } from './blob-store.ts';
import { createDiskBlobStore } from './disk-blob-store.ts';
import { createS3BlobStore } from './s3-blob-store.ts';

/**
 * The S3 client of the AWS SDK's standard variables, read from `env`: AWS_ENDPOINT_URL_S3 (or
 * AWS_ENDPOINT_URL), AWS_REGION (default us-east-1), AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY
 * (else the SDK's own chain). Path-style addressing, so MinIO, Scaleway and OVH work; checksums
 * only when an operation requires them, which every S3-compatible server understands.
 */
export function s3ClientFromEnv(env: NodeJS.ProcessEnv): S3Client {
  const config: S3ClientConfig = {
    region: env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim() || 'us-east-1',
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const endpoint = env.AWS_ENDPOINT_URL_S3?.trim() || env.AWS_ENDPOINT_URL?.trim();
  if (endpoint) config.endpoint = endpoint;
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
  if (accessKeyId && secretAccessKey) config.credentials = { accessKeyId, secretAccessKey };
  return new S3Client(config);
}

/** `S3_BUCKET` set: the bucket (keys under `S3_PREFIX`, default `files/`); else `$DATA_DIR/files`. */
export function blobStoreFromEnv(env: NodeJS.ProcessEnv, dataDir: string): BlobStore {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return createDiskBlobStore(join(dataDir, 'files'));
  return createS3BlobStore({ client: s3ClientFromEnv(env), bucket, prefix: env.S3_PREFIX ?? 'files/' });
}
