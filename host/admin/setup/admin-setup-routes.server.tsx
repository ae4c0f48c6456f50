import type { Context, Hono } from 'hono';
import { renderToString } from 'react-dom/server';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { EngineContext, SiteEntry } from '../../data/engine-context.ts';
import { CROSS_ORIGIN_FORM_MESSAGE, isCrossOriginWrite } from '../../../server/http/same-origin.ts';
import type { ApiResult } from '../../../runtime/engine/api/api-result.ts';
import { authCookieHeaders } from '../../../runtime/engine/cookies/auth-cookie-headers.ts';
import { adminPath } from '../../../runtime/tools/admin/admin-messages.ts';
import { AdminSetupPage, type AdminSetupPageProps } from '../../../runtime/tools/admin/setup/AdminSetupPage.tsx';
import { adminSetupContracts, type AdminSetupField } from '../../../schemas/api/account/admin-setup-contracts.ts';
import { localeFromPath } from '../../../runtime/engine/router/locale.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

export interface AdminSetupDeps {
  siteFor(host: string | undefined): SiteEntry;
  engineFor(request: Request, site: SiteEntry): EngineContext;
}

const headers = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' };
const pageCsp = "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** The status of a refusal the API answered (400, 409, 410), or 503 when the API could not answer. */
function statusOf(result: Extract<ApiResult<unknown>, { success: false }>): ContentfulStatusCode {
  const status = result.status ?? 503;
  return (status >= 400 && status < 600 ? status : 503) as ContentfulStatusCode;
}

function fieldOf(result: Extract<ApiResult<unknown>, { success: false }>): AdminSetupField {
  const field = (result.error as { data?: { field?: unknown } } | undefined)?.data?.field;
  return field === 'email' || field === 'password' ? field : null;
}

/**
 * `/admin/setup?token=…` (and `/en/admin/setup`): the first admin's page of a site without one
 * (decision 0047). GET asks the API whether the link works and shows the form, or why not; the
 * form posts to the same address: created → the session's cookies and 303 to `/admin`; refused →
 * the page again with the API's message (in the page's language) at its field, the e-mail kept.
 * No session needed; nothing here is a script.
 */
export function adminSetupRoutes(app: Hono, deps: AdminSetupDeps): void {
  const page = (c: Context, props: Omit<AdminSetupPageProps, 'siteName'>, site: SiteEntry, status: ContentfulStatusCode = 200) =>
    c.html(`<!DOCTYPE html>${renderToString(<AdminSetupPage {...props} siteName={site.name} />)}`, status, { ...headers, 'Content-Security-Policy': pageCsp });

  for (const path of ['/admin/setup', '/en/admin/setup']) {
    const lang = localeFromPath(path);

    app.get(path, async (c) => {
      const site = deps.siteFor(c.req.header('host'));
      const token = c.req.query('token') ?? '';
      const checked = await deps.engineFor(c.req.raw, site).api(lang).call(adminSetupContracts.check, { query: { token } });
      if (checked.success) return page(c, { lang, token, form: { email: '' }, error: null, field: null }, site);
      return page(c, { lang, token, form: null, error: checked.message, field: null }, site, statusOf(checked));
    });

    app.post(path, async (c) => {
      if (isCrossOriginWrite(c.req.raw)) return c.text(pickText(CROSS_ORIGIN_FORM_MESSAGE, lang), 403);
      const site = deps.siteFor(c.req.header('host') ?? new URL(c.req.url).host);
      const form = await c.req.parseBody();
      const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
      const token = text('token') || (c.req.query('token') ?? '');
      const email = text('email').trim();
      const created = await deps.engineFor(c.req.raw, site).api(lang).call(adminSetupContracts.create, { body: { token, email, password: text('password') } });
      if (created.success) {
        const response = c.redirect(adminPath(lang), 303);
        for (const cookie of authCookieHeaders(new URL(c.req.url), { token: created.data.token, idSite: created.data.idSite })) response.headers.append('Set-Cookie', cookie);
        response.headers.set('Cache-Control', 'no-store');
        return response;
      }
      // A refusal about a field (e-mail, password) shows the form again; one about the link, its reason only.
      const field = fieldOf(created);
      return page(c, { lang, token, form: field ? { email } : null, error: created.message, field }, site, statusOf(created));
    });
  }
}
