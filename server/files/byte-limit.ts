import { Transform } from 'node:stream';
import { SNIFF_BYTES } from './sniff-file-type.ts';

/** A pass-through that counts bytes, keeps the first ones (for sniffing), and fails past `max`. */
export interface ByteLimit extends Transform {
  /** Bytes seen so far. */
  readonly size: number;
  /** The first bytes seen (up to SNIFF_BYTES). */
  head(): Uint8Array;
}

/**
 * Counts the bytes flowing through as they arrive and errors with `tooLarge()` as soon as they
 * pass `max`, so nothing larger is ever read whole, whatever the client announced.
 */
export function byteLimit(max: number, tooLarge: () => Error): ByteLimit {
  let size = 0;
  const first: Buffer[] = [];
  let kept = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > max) return callback(tooLarge());
      if (kept < SNIFF_BYTES) {
        first.push(chunk.subarray(0, SNIFF_BYTES - kept));
        kept += Math.min(chunk.length, SNIFF_BYTES - kept);
      }
      callback(null, chunk);
    },
  }) as ByteLimit;
  Object.defineProperty(stream, 'size', { get: () => size });
  stream.head = () => new Uint8Array(Buffer.concat(first));
  return stream;
}
