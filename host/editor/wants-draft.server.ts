import { DRAFT_COOKIE, DRAFT_HEADER } from '../../server/http/draft-preview.ts';
import { readCookie } from '../../runtime/engine/cookies/read-cookie.ts';

/**
 * Whether a page request asks for the site's draft: the preview switch's cookie, or the header,
 * with a session (a request without one is a visitor's: it takes the shared cache at once). Only
 * a wish: the API honours it for an admin session alone (server/http/draft-preview.ts),
 * anyone else gets the live site.
 */
export function wantsDraft(request: Request): boolean {
  const cookie = request.headers.get('cookie') ?? '';
  const asked = request.headers.get(DRAFT_HEADER) === '1' || readCookie(cookie, DRAFT_COOKIE) === '1';
  return asked && (request.headers.has('authorization') || readCookie(cookie, 'token') !== undefined);
}

/** The headers that carry the wish and the session to the API (the draft is answered per session, never cached for others). */
export function draftHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = { [DRAFT_HEADER]: '1' };
  const cookie = request.headers.get('cookie');
  const authorization = request.headers.get('authorization');
  if (cookie) headers.cookie = cookie;
  if (authorization) headers.authorization = authorization;
  else {
    const token = readCookie(cookie ?? '', 'token');
    if (token) headers.authorization = `Bearer ${token}`;
  }
  return headers;
}
