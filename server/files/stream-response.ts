import { Readable } from 'node:stream';

/** A web body streaming a Node stream (a stored file) without reading it whole. */
export function streamBody(stream: Readable): ReadableStream<Uint8Array> {
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}
