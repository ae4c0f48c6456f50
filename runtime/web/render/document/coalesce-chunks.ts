const BODY_END = Buffer.from('</body>');

function join(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}

export interface CoalesceOptions {
  /**
   * Bytes to put just before the document's `</body>` (the boot script); at the very end when
   * the document has no `</body>`.
   */
  beforeBodyEnd?: readonly Uint8Array[];
}

const IMMEDIATE = Symbol('immediate');

/**
 * The byte stream `source` with the chunks that arrive in one burst (before the event loop moves
 * on) joined into a single chunk. React's stream renderer hands over its HTML in 2 kB pieces;
 * each would be one write on the socket. Joined, a page whose blocks are all ready goes out in one
 * write, and a page that waits on something still streams each part as soon as it is rendered.
 * A reader loop rather than a TransformStream: no second stream, no pipe, per page.
 * Server only (uses `setImmediate` and `Buffer`).
 */
export function coalesceChunks(source: ReadableStream<Uint8Array>, options: CoalesceOptions = {}): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let tail = options.beforeBodyEnd && options.beforeBodyEnd.length > 0 ? options.beforeBodyEnd : null;
  let reading: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;

  const withTail = (joined: Uint8Array): Uint8Array => {
    if (!tail) return joined;
    const at = Buffer.from(joined.buffer, joined.byteOffset, joined.byteLength).lastIndexOf(BODY_END);
    if (at < 0) return joined;
    const tailSize = tail.reduce((sum, chunk) => sum + chunk.byteLength, 0);
    const out = join([joined.subarray(0, at), ...tail, joined.subarray(at)], joined.byteLength + tailSize);
    tail = null;
    return out;
  };

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const pending: Uint8Array[] = [];
      let size = 0;
      let done = false;
      let immediate: Promise<typeof IMMEDIATE> | null = null;
      for (;;) {
        const next = reading ?? reader.read();
        reading = next;
        // Wait for the first chunk; after it, only for what is ready before the next macrotask.
        const result = immediate ? await Promise.race([next, immediate]) : await next;
        if (result === IMMEDIATE) break;
        reading = null;
        if (result.done) {
          done = true;
          break;
        }
        if (!(result.value instanceof Uint8Array)) throw new TypeError('coalesceChunks: expected Uint8Array chunks');
        if (result.value.byteLength === 0) continue;
        pending.push(result.value);
        size += result.value.byteLength;
        immediate ??= new Promise((resolve) => setImmediate(() => resolve(IMMEDIATE)));
      }
      if (size > 0) controller.enqueue(withTail(join(pending, size)));
      if (done) {
        if (tail) for (const chunk of tail) controller.enqueue(chunk);
        tail = null;
        controller.close();
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/**
 * The body of a streamed document: when the whole document came in the first burst (every block
 * ready), its bytes — the server then sends one response with a Content-Length in one write;
 * otherwise a stream that starts with that first burst (the shell) and goes on as React renders
 * the rest.
 */
export async function documentBody(source: ReadableStream<Uint8Array>, options: CoalesceOptions = {}): Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>> {
  const reader = coalesceChunks(source, options).getReader();
  const first = await reader.read();
  if (first.done) return new Uint8Array(0);
  const next = reader.read();
  const early = await Promise.race([next, new Promise<null>((resolve) => setImmediate(() => resolve(null)))]);
  // every burst is joined into a new array (see `join`): its own ArrayBuffer
  if (early?.done) return first.value as Uint8Array<ArrayBuffer>;
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = early ? Promise.resolve(early) : next;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first.value);
    },
    async pull(controller) {
      const result = await (pending ?? reader.read());
      pending = null;
      if (result.done) controller.close();
      else controller.enqueue(result.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
