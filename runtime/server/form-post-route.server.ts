import type { Context, Hono, Next } from 'hono';
import type { Locale } from '../../rules/locale.ts';
import { echoStatus } from '../../blocks/form/form-echo.ts';
import { formPostResponse, handleFormPost } from '../../blocks/form/form-post.server.ts';
import type { FormPostOutcome } from '../../blocks/form/form-post.server.ts';
import { isCrossOriginWrite } from '../../server/http/same-origin.ts';
import type { EngineContext, SiteEntry } from '../data/engine-context.ts';
import { readCookie } from '../router/locale-cookie.ts';
import { isLocale, localeFromPath } from '../router/locale.ts';
import { visitorAddress } from './visitor-address.server.ts';

export interface FormPostDeps {
  siteFor: (host: string | undefined) => SiteEntry;
  engineFor: (request: Request, site: SiteEntry, address?: string | null) => EngineContext;
  /**
   * Renders a page (a GET document request) as the web server does: SSR with its security
   * headers. Given, a refused or failed post is answered with its page, answers kept; without
   * it, the visitor is sent back to the page with `?formStatus=invalid|failed` only.
   */
  renderPage?: (request: Request, engine: EngineContext) => Promise<Response>;
}

/** Largest form post read (the CV fields accept a few MB). */
export const MAX_FORM_BYTES = 25 * 1024 * 1024;

/** The GET request of the page a post came from: same visitor headers, no body. */
export function pageRequest(post: Request, path: string): Request {
  const headers = new Headers(post.headers);
  for (const name of ['content-type', 'content-length', 'transfer-encoding', 'origin']) headers.delete(name);
  return new Request(new URL(path, post.url), { method: 'GET', headers });
}

/**
 * The page again with the echo (answers and errors), 422 when refused, 503 when the API failed;
 * never stored by a cache. Falls back to the redirect when the page does not render as HTML.
 */
async function echoPage(outcome: Extract<FormPostOutcome, { kind: 'echo' }>, post: Request, engine: EngineContext, deps: FormPostDeps): Promise<Response> {
  if (!deps.renderPage) return formPostResponse(outcome);
  let page: Response;
  try {
    page = await deps.renderPage(pageRequest(post, outcome.path), { ...engine, formEcho: outcome.echo });
  } catch (error) {
    engine.log(`[forms] ${outcome.path}: the page of a refused post did not render: ${error instanceof Error ? error.message : String(error)}`);
    return formPostResponse(outcome);
  }
  if (page.status !== 200 || !page.headers.get('content-type')?.startsWith('text/html')) {
    await page.body?.cancel();
    return formPostResponse(outcome);
  }
  const headers = new Headers(page.headers);
  headers.set('Cache-Control', 'no-store');
  return new Response(page.body, { status: echoStatus(outcome.echo), headers });
}

/**
 * The page language of a no-JavaScript post: the page's own path when it was posted to itself;
 * for `/_forms/{id}`, the path of the page it was sent from (the `Referer`, same origin), else
 * the `locale` cookie, else French.
 */
export function postLocale(request: Request): Locale {
  const own = new URL(request.url).pathname;
  if (!own.startsWith('/_forms')) return localeFromPath(own);
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
 * The forms and the newsletter block without JavaScript: `POST <page>` with `_form={id}` (what
 * the blocks send) and `POST /_forms/{id}` (older pages). The answers go to the API of the
 * request's site, in the page's language, with the visitor's address as `X-Forwarded-For` (the
 * API's rate limit then counts the visitor). Sent: 303 back to the page with
 * `?form={id}&formStatus=sent#form-{id}`. Refused (422) or failed (503): the page itself, the
 * form filled with what the visitor typed and each error next to its field. A post from another
 * origin is refused (403); any other POST is left to the routes after this one.
 */
export function formPostRoute(app: Hono, deps: FormPostDeps): void {
  const handle = async (c: Context, next: Next) => {
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const request = c.req.raw;
    const legacy = new URL(request.url).pathname.startsWith('/_forms');
    if (!legacy && c.req.header('content-type') === undefined) return next();
    if (isCrossOriginWrite({ method: 'POST', header: (name) => c.req.header(name), host })) {
      return c.text('Cross-origin form post refused', 403);
    }
    if (Number(c.req.header('content-length') ?? 0) > MAX_FORM_BYTES) return c.text('The form is too large', 413);
    const engine = deps.engineFor(request, deps.siteFor(c.req.header('host')), visitorAddress(request, c.env));
    const outcome = await handleFormPost(request, engine.api(postLocale(request)));
    if (outcome.kind === 'none') return next();
    if (outcome.kind === 'echo') return echoPage(outcome, request, engine, deps);
    return formPostResponse(outcome);
  };
  app.post('/_forms/:id', handle);
  app.post('*', handle);
}
