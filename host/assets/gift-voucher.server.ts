import type { Hono } from 'hono';
import type { FetchLike } from '../data/config-cache.server.ts';
import type { SiteEntry } from '../data/engine-context.ts';

const KEPT_HEADERS = ['content-type', 'content-disposition', 'content-length', 'cache-control', 'x-content-type-options'];

/**
 * `/gift-voucher/{id}?signature=` (English under `/en`): the printable gift voucher of the voucher
 * mail's link, asked of GET /gift-voucher/{id} with the site of the host and the path's language
 * (a plain link cannot send the API's `idSite` header). The API checks the signature; its answer
 * (the PDF, or its 403) is passed on as it is, never cached by a shared cache.
 */
export function giftVoucherRoutes(app: Hono, deps: { siteFor: (host: string | undefined) => SiteEntry; apiFetch: FetchLike; apiBase: string }): void {
  for (const locale of ['fr_FR', 'en'] as const) {
    const base = locale === 'en' ? '/en/gift-voucher' : '/gift-voucher';
    app.get(`${base}/:id{[0-9]{1,9}}`, async (c) => {
      const site = deps.siteFor(c.req.header('host'));
      const signature = c.req.query('signature') ?? '';
      const path = `/gift-voucher/${c.req.param('id')}?signature=${encodeURIComponent(signature)}`;
      const response = await deps.apiFetch(`${deps.apiBase}${path}`, { headers: { idSite: String(site.idSite), userLang: locale } });
      const headers = new Headers({ 'Cache-Control': 'private, no-store' });
      for (const name of KEPT_HEADERS) {
        const value = response.headers.get(name);
        if (value) headers.set(name, value);
      }
      return new Response(response.body, { status: response.status, headers });
    });
  }
}
