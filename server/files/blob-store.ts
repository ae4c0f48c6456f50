import type { Readable } from 'node:stream';

/**
 * Where the bytes of uploaded files live, by key: the local disk (the default) or an
 * S3-compatible bucket (`S3_BUCKET`). Bytes go in and out as streams, never whole in memory.
 */
export interface BlobStore {
  /** `disk` or `s3`, for logs and tests. */
  readonly kind: 'disk' | 's3';
  /**
   * Streams `source` under `key`. Resolves once every byte is stored; rejects, with nothing left
   * under `key` (no object, no `.part` file), if `source` fails or the store does.
   */
  write(key: string, source: Readable): Promise<void>;
  /** A stream of the bytes under `key` and their size, or undefined when there is none. */
  read(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Removes the bytes under `key` (nothing happens when there are none). */
  remove(key: string): Promise<void>;
  /** Every key stored (tests check that a failure left nothing behind). */
  keys(): Promise<string[]>;
}
