/** Server-sent events to the open pages of a development server (`GET /_dev/events`). */
export interface DevEvents {
  /** A `text/event-stream` response that stays open until the page goes away. */
  connect(signal?: AbortSignal): Response;
  /** Sends `event: <name>` to every open page. */
  broadcast(name: string, data?: string): void;
  /** Number of open pages. */
  clients(): number;
  close(): void;
}

const encoder = new TextEncoder();
const EVENT_NAME = /^[a-z][a-z0-9-]*$/;

/**
 * One hub per web server. Each connection gets a `retry` hint and a comment every
 * `heartbeatMs` so proxies keep it open; a closed connection is forgotten.
 */
export function createDevEvents(options: { heartbeatMs?: number } = {}): DevEvents {
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const send = (controller: ReadableStreamDefaultController<Uint8Array>, text: string) => {
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      streams.delete(controller);
    }
  };
  const heartbeat = setInterval(() => {
    for (const controller of streams) send(controller, ': ping\n\n');
  }, options.heartbeatMs ?? 15_000);
  heartbeat.unref?.();

  return {
    connect(signal) {
      let own: ReadableStreamDefaultController<Uint8Array> | null = null;
      const forget = () => {
        if (own) streams.delete(own);
      };
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          own = controller;
          streams.add(controller);
          send(controller, 'retry: 1000\n: connected\n\n');
        },
        cancel: forget,
      });
      signal?.addEventListener('abort', forget, { once: true });
      return new Response(body, {
        headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive' },
      });
    },
    broadcast(name, data = '') {
      if (!EVENT_NAME.test(name)) throw new TypeError(`event name must match ${EVENT_NAME}, got "${name}"`);
      const payload = `event: ${name}\ndata: ${data.replace(/\n/g, ' ')}\n\n`;
      for (const controller of streams) send(controller, payload);
    },
    clients: () => streams.size,
    close() {
      clearInterval(heartbeat);
      for (const controller of streams) {
        try {
          controller.close();
        } catch {
          // already closed by the page
        }
      }
      streams.clear();
    },
  };
}
