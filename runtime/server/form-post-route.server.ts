import type { Hono } from 'hono';
import type { Locale } from '../../blocks/define-block.ts';
import { handleFormPost } from '../../blocks/form/form-post.server.ts';
import { isCrossOriginWrite } from '../../server/http/same-origin.ts';
import type { EngineContext, SiteEntry } from '../data/engine-context.ts';
import { readCookie } from '../router/locale-cookie.ts';
import { isLocale, localeFromPath } from '../router/locale.ts';
import { visitorAddress } from './visitor-address.server.ts';

export interface FormPostDeps {
  siteFor: (host: string | undefined) => SiteEntry;
  engineFor: (request: Request, site: SiteEntry, address?: string | null) => EngineContext;
}

/**
 * The page language of a no-JavaScript post: the path of the page it was sent from (the
 * `Referer`, same origin), else the `locale` cookie, else French.
 */
export function postLocale(request: Request): Locale {
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host === new URL(request.url).host || from.host === request.headers.get('host')) return localeFromPath(from.pathname);
    } catch {
      // not a URL: fall through to the cookie
    }
  }
  const cookie = readCookie(request.headers.get('cookie') ?? '', 'locale');
  return isLocale(cookie) ? cookie : 'fr_FR';
}

/**
 * `POST /_forms/{id}`: the forms and the newsletter block without JavaScript. The answers go to
 * the API of the request's site, in the page's language, with the visitor's address as
 * `X-Forwarded-For` (the API's rate limit then counts the visitor); the visitor is sent back
 * (303) to the page with `?form={id}&formStatus=sent|invalid|failed#form-{id}`. A post from
 * another origin is refused (403).
 */
export function formPostRoute(app: Hono, deps: FormPostDeps): void {
  app.post('/_forms/:id', async (c) => {
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (isCrossOriginWrite({ method: 'POST', header: (name) => c.req.header(name), host })) {
      return c.text('Cross-origin form post refused', 403);
    }
    const request = c.req.raw;
    const engine = deps.engineFor(request, deps.siteFor(c.req.header('host')), visitorAddress(request, c.env));
    return handleFormPost(request, engine.api(postLocale(request)));
  });
}
