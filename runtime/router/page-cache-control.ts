import { personalPathPrefixes } from '../../rules/fixed-routes.ts';

const PERSONAL = personalPathPrefixes();

/** Whether a path is a personal page (account, sign-in, cart, checkout, order outcome, password reset). */
export function isPersonalPath(pathname: string): boolean {
  return PERSONAL.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export interface PageCacheInput {
  pathname: string;
  /** The request carries a session (token cookie or Authorization header). */
  hasSession: boolean;
  /** The page answers a form post (its actionData). */
  answersPost: boolean;
}

/**
 * The Cache-Control of a rendered page. A page for one visitor — a personal route, any page seen
 * with a session, a page answering a post — is `private, no-store`, so no shared or browser cache
 * can hand it to someone else. Other pages are revalidated on each use (`no-cache`).
 */
export function pageCacheControl({ pathname, hasSession, answersPost }: PageCacheInput): string {
  return hasSession || answersPost || isPersonalPath(pathname) ? 'private, no-store' : 'no-cache';
}
