import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The address a request comes from, for rate limits. The socket address when the request came
 * through the Node server; `X-Forwarded-For` (first entry) instead when TRUST_PROXY=1, or when
 * there is no socket (in-process requests); "local" when neither is known.
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (process.env.TRUST_PROXY === '1' && forwarded) return forwarded;
  const env = c.env as (NodeBindings & { server?: NodeBindings }) | undefined;
  const socket = (env?.server ?? env)?.incoming?.socket?.remoteAddress;
  return socket ?? forwarded ?? 'local';
}
