import type { Context } from 'hono';
import { trustedHops } from '../../http/trusts-proxy.ts';

export { trustedHops };

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The client address from the socket's address and the request's `X-Forwarded-For`.
 *
 * - With a socket and no trusted proxy: the socket address; the header is the client's word.
 * - With a socket behind N trusted proxies: each proxy appends the address it saw, so the client
 *   is the Nth address from the right of [...X-Forwarded-For, socket]. Entries further left were
 *   written by the client and are never used (a forged first entry changes nothing).
 * - Without a socket (the web server calling the API in the same process): the last entry, which
 *   the web server wrote itself from its own socket (host/web-app.server.ts).
 */
export function clientAddressOf(forwardedFor: string | null | undefined, socket: string | undefined, hops: number): string | null {
  const entries = (forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (socket === undefined) return entries.at(-1) ?? null;
  if (hops === 0) return socket;
  const chain = [...entries, socket];
  return chain[Math.max(0, chain.length - 1 - hops)] ?? socket;
}

/** The client address of a request served by the Node server (`env` holds its socket), null when unknown. */
export function requestClientAddress(request: Request, env: unknown, hops = trustedHops()): string | null {
  const bindings = env as (NodeBindings & { server?: NodeBindings }) | undefined;
  const socket = (bindings?.server ?? bindings)?.incoming?.socket?.remoteAddress;
  return clientAddressOf(request.headers.get('x-forwarded-for'), socket, hops);
}

/** The address an API request comes from, for rate limits and throttles; "local" when unknown. */
export function clientAddress(c: Context): string {
  return requestClientAddress(c.req.raw, c.env) ?? 'local';
}
