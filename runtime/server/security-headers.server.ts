import { randomBytes } from 'node:crypto';

/** A fresh CSP nonce per HTML response. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Headers on every response. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The Content-Security-Policy of an HTML page: scripts only from the site or carrying the
 * request's nonce; the API origin allowed for fetches when it is another host (API_URL).
 * Development adds Vite's websocket for hot reload.
 */
export function contentSecurityPolicy(nonce: string, options: { apiOrigin?: string | null; dev?: boolean } = {}): string {
  const connect = ["'self'"];
  if (options.apiOrigin) connect.push(options.apiOrigin);
  if (options.dev) connect.push('ws:', 'wss:');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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
