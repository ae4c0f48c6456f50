import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3TestServer {
  /** The variables a Vitrine instance reads to use the bucket (S3_BUCKET, AWS_*). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, from npm) on a free port with one empty bucket, for the
 * S3 backend's tests: started by the test itself, its objects in a temp folder removed on close.
 */
export async function startS3TestServer(bucket = 'vitrine-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'vitrine-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
      AWS_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
