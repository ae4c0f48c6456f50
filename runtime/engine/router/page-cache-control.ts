import { personalPathPrefixes } from '../../../rules/fixed-routes.ts';

const PERSONAL = personalPathPrefixes();

/** Whether a path is a personal page (account, sign-in, cart, checkout, order outcome, password reset). */
export function isPersonalPath(pathname: string): boolean {
  return PERSONAL.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export interface PageCacheInput {
  pathname: string;
  /** The request carries a session (token cookie or Authorization header). */
  hasSession: boolean;
  /** The request carries a `cart-id` cookie (the header then shows that visitor's cart count). */
  hasCart?: boolean;
  /** The page answers a form post (its actionData). */
  answersPost: boolean;
  /** The page's HTTP status (200 when not given). */
  status?: number;
  /** The page carries a per-response CSP nonce (configured scripts): no shared cache may replay it. */
  carriesNonce?: boolean;
}

/**
 * The shared-cache policy of a public page (decision 0020): a browser revalidates it on each use
 * (max-age=0, with its ETag), a shared cache (CDN) serves it for a minute, then up to ten more
 * while it revalidates in the background.
 */
export const SHARED_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** The policy of a page for one visitor: no shared or browser cache keeps it. */
export const PERSONAL_PAGE_CACHE = 'private, no-store';

/**
 * The Cache-Control of a rendered page. A page for one visitor — a personal route, any page seen
 * with a session or a cart, a page answering a post — is `private, no-store`, so no shared or
 * browser cache can hand it to someone else. A public page that rendered (200) gets the shared
 * policy, unless it carries a nonce (a site with configured scripts); other public answers (404,
 * 503) are revalidated on each use (`no-cache`).
 */
export function pageCacheControl({ pathname, hasSession, hasCart = false, answersPost, status = 200, carriesNonce = false }: PageCacheInput): string {
  if (hasSession || hasCart || answersPost || isPersonalPath(pathname)) return PERSONAL_PAGE_CACHE;
  return status === 200 && !carriesNonce ? SHARED_PAGE_CACHE : 'no-cache';
}

/** Whether a Cache-Control lets a shared cache keep the response. */
export function isSharedCacheable(cacheControl: string | null): boolean {
  return cacheControl !== null && /\bs-maxage=\d+/.test(cacheControl) && !/\b(private|no-store)\b/.test(cacheControl);
}
