import { trustsProxy } from './trusts-proxy.ts';

/** HSTS: a year, subdomains included (OWASP's HTTP headers cheat sheet). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Whether the visitor reached the server over https: the request's own URL is https (a TLS
 * server), or, behind a trusted balancer (`TRUST_PROXY`, see trustsProxy), the balancer's
 * `X-Forwarded-Proto` says so (its first value: the protocol the client used). A forged
 * `X-Forwarded-Proto` is ignored when no proxy is trusted.
 */
export function isHttpsRequest(request: Pick<Request, 'url' | 'headers'>, trusted: boolean = trustsProxy()): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (!trusted) return false;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

/** Sets `Strict-Transport-Security` on `headers` when the request came over https (browsers ignore it over http). */
export function applyStrictTransport(request: Pick<Request, 'url' | 'headers'>, headers: Headers): void {
  if (isHttpsRequest(request)) headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}
