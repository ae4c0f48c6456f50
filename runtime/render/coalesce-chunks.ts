/**
 * A pass-through for a byte stream that joins the chunks arriving in one burst (before the event
 * loop moves on) into a single chunk. React's stream renderer hands over its HTML in 2 kB pieces;
 * each would be one write on the socket. Joined, a page whose blocks are all ready goes out in one
 * write, and a page that waits on something still streams each part as soon as it is rendered.
 * Server only (uses `setImmediate`).
 */
export function coalesceChunks(): TransformStream<Uint8Array, Uint8Array> {
  let pending: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setImmediate> | null = null;

  const drain = (controller: TransformStreamDefaultController<Uint8Array>) => {
    if (timer !== null) clearImmediate(timer);
    timer = null;
    if (size === 0) return;
    const joined = new Uint8Array(size);
    let offset = 0;
    for (const chunk of pending) {
      joined.set(chunk, offset);
      offset += chunk.byteLength;
    }
    pending = [];
    size = 0;
    controller.enqueue(joined);
  };

  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (!(chunk instanceof Uint8Array)) throw new TypeError('coalesceChunks: expected Uint8Array chunks');
      if (chunk.byteLength === 0) return;
      pending.push(chunk);
      size += chunk.byteLength;
      timer ??= setImmediate(() => {
        timer = null;
        drain(controller);
      });
    },
    flush(controller) {
      drain(controller);
    },
  });
}
