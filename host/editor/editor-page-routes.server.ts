import { resolve } from 'node:path';
import type { Hono } from 'hono';
import { toolAssets } from '../assets/tool-assets.server.ts';
import type { EngineContext, SiteEntry } from '../data/engine-context.ts';
import { editorLang } from '../../runtime/tools/editor/editor-messages.ts';
import { EDITOR_ENTRY } from './build-editor.server.ts';
import { loadEditorBlocks } from './editor-blocks.server.ts';
import { editorPage } from './editor-page.server.ts';
import { editorSessionAccess } from './editor-session.server.ts';
import { mediaPictures } from './media-pictures.server.ts';

export interface EditorPageDeps {
  /** The editor's build (`dist/editor`, production), or null to serve the source through Vite (development). */
  builtDir: string | null;
  siteFor(host: string | undefined): SiteEntry;
  engineFor(request: Request, site: SiteEntry): EngineContext;
  nonce: () => string;
  csp: (nonce: string) => string;
  sendAsset: (file: string, request: Request) => Response | Promise<Response>;
  safeJoin: (dir: string, path: string) => string | null;
  isFile: (file: string) => boolean;
}

/** The editor's scripts and stylesheets: from its own build's manifest, else Vite's development modules. */
export function editorAssets(builtDir: string | null): { scripts: string[]; stylesheets: string[] } {
  return toolAssets(builtDir, EDITOR_ENTRY, '/admin/editor/');
}

const headers = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'private, no-store' };

/**
 * `/admin/editor` (issue 33): the owners' editor, its own script entry (dist/editor) served only
 * to an editor's or owner's session (decision 0067), as the API says; `/admin/editor/blocks` the catalogue its forms are built
 * from; `/media/…` the site's pictures for its image picker. Anyone else goes on to the page renderer, which answers the site's 404 page: visitors'
 * pages download nothing of it.
 */
export function editorPageRoutes(app: Hono, deps: EditorPageDeps): void {
  let assets: ReturnType<typeof editorAssets> | null = null;
  app.get('/admin/editor', async (c, next) => {
    const site = deps.siteFor(c.req.header('host'));
    const access = await editorSessionAccess(deps.engineFor(c.req.raw, site));
    if (access === null) return next();
    assets ??= editorAssets(deps.builtDir);
    const nonce = deps.nonce();
    const lang = editorLang(c.req.query('lang'), c.req.header('cookie'));
    return c.html(editorPage({ lang, idSite: site.idSite, siteName: site.name, access, nonce, ...assets }), 200, { ...headers, 'Content-Security-Policy': deps.csp(nonce) });
  });
  app.get('/admin/editor/blocks', async (c, next) => {
    if ((await editorSessionAccess(deps.engineFor(c.req.raw, deps.siteFor(c.req.header('host'))))) === null) return next();
    return c.json(await loadEditorBlocks(), 200, headers);
  });
  // The pictures of the site's media folder as the configuration names them (`/media/…`), for the
  // form's image picker; visitors' pages show them through the image route, never by this path.
  app.get('/admin/editor/media', async (c, next) => {
    const site = deps.siteFor(c.req.header('host'));
    if ((await editorSessionAccess(deps.engineFor(c.req.raw, site))) === null) return next();
    return c.json(mediaPictures(resolve(site.dir, 'media')), 200, headers);
  });
  app.get('/media/*', async (c, next) => {
    const site = deps.siteFor(c.req.header('host'));
    const file = deps.safeJoin(resolve(site.dir, 'media'), decodeURIComponent(c.req.path.slice('/media'.length)));
    if (!file || !deps.isFile(file) || (await editorSessionAccess(deps.engineFor(c.req.raw, site))) === null) return next();
    const response = await deps.sendAsset(file, c.req.raw);
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  });
  app.get('/admin/editor/assets/*', (c, next) => {
    const file = deps.builtDir ? deps.safeJoin(deps.builtDir, c.req.path.slice('/admin/editor'.length)) : null;
    if (!file || !deps.isFile(file)) return next();
    return deps.sendAsset(file, c.req.raw);
  });
}
