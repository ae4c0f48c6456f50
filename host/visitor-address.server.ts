import { requestClientAddress } from '../server/routes/content/client-address.ts';

/**
 * The visitor's address, forwarded to the in-process API as `X-Forwarded-For` so that its rate
 * limits count visitors, not this server. The same rule as the API's (one module:
 * server/routes/content/client-address.ts): the socket address, or the Nth entry from the right
 * of `X-Forwarded-For` behind TRUST_PROXY=N proxies; null when no address is known (requests
 * built in tests).
 */
export function visitorAddress(request: Request, env: unknown, hops?: number): string | null {
  return requestClientAddress(request, env, hops);
}
