import type { Context, Hono } from 'hono';
import { renderToString } from 'react-dom/server';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { EngineContext, SiteEntry } from '../../data/engine-context.ts';
import { CROSS_ORIGIN_FORM_MESSAGE, isCrossOriginWrite } from '../../../server/http/same-origin.ts';
import { localeFromPath } from '../../../rules/locale-path.ts';
import type { ApiResult } from '../../../runtime/engine/api/api-result.ts';
import { authCookieHeaders } from '../../../runtime/engine/cookies/auth-cookie-headers.ts';
import { InvitationPage, type InvitationPageProps } from '../../../runtime/tools/admin/invitation/InvitationPage.tsx';
import { peopleContracts } from '../../../schemas/api/editor/people-contracts.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

export interface InvitationDeps {
  siteFor(host: string | undefined): SiteEntry;
  engineFor(request: Request, site: SiteEntry): EngineContext;
}

const headers = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' };
const pageCsp = "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

function statusOf(result: Extract<ApiResult<unknown>, { success: false }>): ContentfulStatusCode {
  const status = result.status ?? 503;
  return (status >= 400 && status < 600 ? status : 503) as ContentfulStatusCode;
}

const fieldOf = (result: Extract<ApiResult<unknown>, { success: false }>) =>
  (result.error as { data?: { field?: unknown } } | undefined)?.data?.field === 'password' ? 'password' as const : null;

/**
 * `/admin/invitation?token=…` (and `/en/admin/invitation`): the page of an invitation to edit the
 * site (decision 0067), built as the first admin's setup page (decision 0047): GET asks the API
 * whom the link invites and shows the form (or why not); the form posts to the same address:
 * accepted → the new account's cookies (if one was created) and 303 to the editor; refused →
 * the page again with the API's message at its field. No script.
 */
export function invitationRoutes(app: Hono, deps: InvitationDeps): void {
  const page = (c: Context, props: Omit<InvitationPageProps, 'siteName'>, site: SiteEntry, status: ContentfulStatusCode = 200) =>
    c.html(`<!DOCTYPE html>${renderToString(<InvitationPage {...props} siteName={site.name} />)}`, status, { ...headers, 'Content-Security-Policy': pageCsp });

  for (const path of ['/admin/invitation', '/en/admin/invitation']) {
    const lang = localeFromPath(path);
    const check = (request: Request, site: SiteEntry, token: string) => deps.engineFor(request, site).api(lang).call(peopleContracts.checkInvitation, { query: { token } });

    app.get(path, async (c) => {
      const site = deps.siteFor(c.req.header('host'));
      const token = c.req.query('token') ?? '';
      const checked = await check(c.req.raw, site, token);
      if (checked.success) return page(c, { lang, token, invitation: checked.data, error: null, field: null }, site);
      return page(c, { lang, token, invitation: null, error: checked.message, field: null }, site, statusOf(checked));
    });

    app.post(path, async (c) => {
      if (isCrossOriginWrite(c.req.raw)) return c.text(pickText(CROSS_ORIGIN_FORM_MESSAGE, lang), 403);
      const site = deps.siteFor(c.req.header('host') ?? new URL(c.req.url).host);
      const form = await c.req.parseBody();
      const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
      const token = text('token') || (c.req.query('token') ?? '');
      const password = text('password');
      const accepted = await deps.engineFor(c.req.raw, site).api(lang).call(peopleContracts.acceptInvitation, { body: { token, ...(password ? { password } : {}) } });
      if (accepted.success) {
        const response = c.redirect(lang === 'en' ? '/admin/editor?lang=en' : '/admin/editor?lang=fr', 303);
        if (accepted.data.token) for (const cookie of authCookieHeaders(new URL(c.req.url), { token: accepted.data.token, idSite: accepted.data.idSite })) response.headers.append('Set-Cookie', cookie);
        response.headers.set('Cache-Control', 'no-store');
        return response;
      }
      const again = await check(c.req.raw, site, token);
      return page(c, { lang, token, invitation: again.success ? again.data : null, error: accepted.message, field: fieldOf(accepted) }, site, statusOf(accepted));
    });
  }
}
