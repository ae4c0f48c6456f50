import type { Hono } from 'hono';
import type { FetchLike } from '../data/config-cache.server.ts';
import type { SiteEntry } from '../data/engine-context.ts';

/**
 * `/technical-file/{id}[/{idDeclination}]` (English under `/en`): the product's technical file,
 * read from GET /product/generate/file/… with the site of the host and the path's language. A
 * plain link cannot send the API's `idSite` header, so the web server asks for the visitor. The
 * API's answer (the PDF, or its 404) is passed on as it is.
 */
export function technicalFileRoutes(app: Hono, deps: { siteFor: (host: string | undefined) => SiteEntry; apiFetch: FetchLike; apiBase: string }): void {
  for (const locale of ['fr_FR', 'en'] as const) {
    const base = locale === 'en' ? '/en/technical-file' : '/technical-file';
    app.get(`${base}/:id{[0-9]+}/:idDeclination{[0-9]+}?`, async (c) => {
      const site = deps.siteFor(c.req.header('host'));
      const idDeclination = c.req.param('idDeclination');
      const path = `/product/generate/file/${c.req.param('id')}${idDeclination ? `/${idDeclination}` : ''}`;
      const response = await deps.apiFetch(`${deps.apiBase}${path}`, { headers: { idSite: String(site.idSite), userLang: locale } });
      const headers = new Headers({ 'Cache-Control': 'public, max-age=3600' });
      for (const name of ['content-type', 'content-disposition', 'content-length']) {
        const value = response.headers.get(name);
        if (value) headers.set(name, value);
      }
      return new Response(response.body, { status: response.status, headers });
    });
  }
}
