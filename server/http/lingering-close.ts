import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How much of a refused body is still read after the answer, and for how long, before closing. */
export const LINGER_LIMITS = { bytes: 10 * 1024 * 1024, ms: 5000 } as const;

/**
 * Reads and drops what is left of a request body once its answer is sent, up to `limits` (bytes
 * and time), then closes the connection — nginx's lingering close (issue 32, item 7). A client
 * still sending a body the server refused early (a 413 at the announced length, or as the bytes
 * pass a limit) would otherwise have its connection reset mid-upload and show a network error
 * instead of the answer. A body read to its end keeps the connection alive as usual.
 */
export function lingerAfterAnswer(incoming: IncomingMessage, outgoing: ServerResponse, limits: { bytes: number; ms: number } = LINGER_LIMITS): void {
  // At 'prefinish' (the answer is complete, maybe not yet flushed): past it, Node would drop the
  // rest of an unread body itself, with no bound and without counting it.
  outgoing.once('prefinish', () => {
    // A body already in whole (a GET's, or one read to its end) leaves nothing on the wire.
    if (incoming.complete || incoming.readableEnded || incoming.destroyed) return;
    let drained = 0;
    const stop = () => {
      clearTimeout(timer);
      incoming.off('data', count);
      incoming.off('end', stop);
      incoming.off('error', stop);
    };
    const close = () => {
      stop();
      // Never before the answer is out: closing would drop what is still queued of it.
      if (outgoing.writableFinished) incoming.socket?.destroy();
      else outgoing.once('finish', () => incoming.socket?.destroy());
    };
    const count = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > limits.bytes) close();
    };
    const timer = setTimeout(close, limits.ms);
    timer.unref();
    // Whoever read the body before the answer (a web stream that stopped at the limit) reads no more.
    incoming.removeAllListeners('data');
    incoming.on('data', count);
    incoming.once('end', stop);
    incoming.once('error', stop);
    incoming.resume();
  });
}

/** Every request of `server` lingers after its answer (see lingerAfterAnswer); first in line, so before any handler answers. */
export function lingeringClose(server: Server, limits: { bytes: number; ms: number } = LINGER_LIMITS): void {
  server.prependListener('request', (incoming: IncomingMessage, outgoing: ServerResponse) => lingerAfterAnswer(incoming, outgoing, limits));
}
