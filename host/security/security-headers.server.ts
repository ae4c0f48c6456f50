import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { applyStrictTransport } from '../../server/http/strict-transport.ts';

/** A fresh CSP nonce per HTML response. */
const NONCE_BYTES = 16;
const POOL_NONCES = 256;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * A fresh CSP nonce: 16 random bytes, base64. The random bytes are drawn 4 kB at a time (one
 * call to the system's generator for 256 pages); each nonce is used once.
 */
export function createNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * POOL_NONCES);
    offset = 0;
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

/**
 * The headers of every answer of the web server, by Hono's `secureHeaders`: `nosniff` and a
 * referrer policy, each left alone when the route chose its own (the hosted payment page sends
 * no Referer to other sites), and HSTS when the request came over https (directly, or per
 * `X-Forwarded-Proto` behind a trusted balancer). Hono's other defaults stay off, and HSTS and
 * the CSP stay ours (decision 0036): its Cross-Origin-Resource-Policy would keep the shop's
 * images out of its newsletters and other sites, its HSTS goes out on plain http too and knows
 * no trusted balancer, and its CSP is fixed before the page is rendered, so it cannot carry the
 * hashes of the page's own boot script (decision 0020).
 */
export function securityHeaders(): MiddlewareHandler {
  const base = secureHeaders({
    xContentTypeOptions: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
    overwrite: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (c, next) => base(c, async () => {
    await next();
    applyStrictTransport(c.req.raw, c.res.headers);
  });
}

/** The inline scripts a page may run: those carrying the response's nonce, or those of these hashes. */
export type InlineScripts = string | { hashes: readonly string[] };

/**
 * The Content-Security-Policy of an HTML page: scripts only from the site, plus the inline
 * scripts carrying the request's nonce — or, for a page a shared cache may keep (its bytes are
 * the same for every visitor, so it carries no nonce), the inline scripts of the given
 * `'sha256-…'` hashes (decision 0020); the API origin allowed for fetches when it is another
 * host (API_URL). Development adds Vite's websocket for hot reload.
 */
export function contentSecurityPolicy(inline: InlineScripts, options: { apiOrigin?: string | null; dev?: boolean } = {}): string {
  const connect = ["'self'"];
  if (options.apiOrigin) connect.push(options.apiOrigin);
  if (options.dev) connect.push('ws:', 'wss:');
  return [
    "default-src 'self'",
    `script-src ${['\'self\'', ...(typeof inline === 'string' ? [`'nonce-${inline}'`] : inline.hashes)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
