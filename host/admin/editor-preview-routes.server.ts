import type { Hono } from 'hono';
import type { EngineContext, SiteEntry } from '../data/engine-context.ts';
import { editorSessionAccess } from '../editor/editor-session.server.ts';
import { loadPageLayouts, type PageLayout } from './layouts/page-layouts.server.ts';
import { localeFromPath } from '../../runtime/engine/router/locale.ts';

export interface EditorPreviewDeps {
  siteFor(host: string | null | undefined): SiteEntry;
  engineFor(request: Request, site: SiteEntry, address: string | null | undefined, draft: boolean): EngineContext;
  /** The page renderer of every visitor's page (the same SSR). */
  renderPage(request: Request, engine: EngineContext, nonce: string | null): Promise<Response>;
  /** A layout's hash as `/admin` computes it (AdminRoutes.layoutHash). */
  layoutHash(engine: EngineContext, site: SiteEntry, layout: PageLayout): Promise<string>;
  nonce(): string;
}

/** A site path of the query (`?path=/nous-contacter`), or null when it is none. */
function sitePath(raw: string | undefined): string | null {
  const path = raw ?? '/';
  return path.startsWith('/') && !path.startsWith('//') && path.length <= 2048 ? path : null;
}

/**
 * The editor's preview (issue 33, item 7), for admins (anyone else gets the page renderer's
 * 404, as for every admin page): `GET /admin/editor/preview?path=…` renders that page of the
 * site's draft by the visitors' own SSR, for a frame; `GET /admin/editor/preview/layouts?path=…`
 * answers the hash of each of its layouts computed as `/admin` computes it, so after publishing
 * the hashes `/admin` shows are the ones the preview showed. Neither is kept by any cache.
 */
export function editorPreviewRoutes(app: Hono, deps: EditorPreviewDeps): void {
  const draftOf = (request: Request, path: string) => {
    const url = new URL(path, request.url);
    const headers = new Headers(request.headers);
    headers.set('x-vitrine-draft', '1');
    return new Request(url, { headers });
  };

  app.get('/admin/editor/preview', async (c, next) => {
    const path = sitePath(c.req.query('path'));
    if (path === null) return next();
    const site = deps.siteFor(c.req.header('host'));
    const request = draftOf(c.req.raw, path);
    const engine = deps.engineFor(request, site, null, true);
    if ((await editorSessionAccess(engine)) === null) return next();
    const response = await deps.renderPage(request, engine, deps.nonce());
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    response.headers.delete('ETag');
    return response;
  });

  app.get('/admin/editor/preview/layouts', async (c, next) => {
    const path = sitePath(c.req.query('path'));
    if (path === null) return next();
    const site = deps.siteFor(c.req.header('host'));
    const request = draftOf(c.req.raw, path);
    const engine = deps.engineFor(request, site, null, true);
    if ((await editorSessionAccess(engine)) === null) return next();
    const locale = localeFromPath(path);
    const normalized = path.replace(/\/+$/, '') || '/';
    const page = (await loadPageLayouts(engine.api('fr_FR'), locale)).find((one) => one.path === normalized);
    if (!page) return c.json({ success: false, data: null, message: `No page at ${path} in the draft` }, 404, { 'Cache-Control': 'private, no-store' });
    const layouts = await Promise.all(page.layouts.map(async (layout) => ({ idLayout: layout.idLayout, type: layout.type, hash: await deps.layoutHash(engine, site, layout) })));
    return c.json({ success: true, data: { idPage: page.idPage, path: page.path, layouts }, message: '' }, 200, { 'Cache-Control': 'private, no-store' });
  });
}
