import { inspectorLang } from './inspector-lang.ts';
import type { Hono } from 'hono';
import { canSeeCatalogue } from '../catalogue/catalogue-access.server.ts';
import type { EngineContext, SiteEntry } from '../data/engine-context.ts';
import { toolAssets } from '../assets/tool-assets.server.ts';
import { INSPECTOR_ENTRY } from './build-inspector.server.ts';
import { inspectorPage } from './inspector-page.server.ts';

export interface InspectorDeps {
  /** The inspector's build (`dist/inspector`, production), or null to serve the source through Vite (development). */
  builtDir: string | null;
  siteFor(host: string | undefined): SiteEntry;
  engineFor(request: Request, site: SiteEntry): EngineContext;
  nonce: () => string;
  csp: (nonce: string) => string;
  /** Sends a built file (the web server's static file sender). */
  sendAsset: (file: string, request: Request) => Response | Promise<Response>;
  safeJoin: (dir: string, path: string) => string | null;
  isFile: (file: string) => boolean;
}

/** The inspector's scripts and stylesheets: from its own build's manifest, else Vite's development modules. */
export function inspectorAssets(builtDir: string | null): { scripts: string[]; stylesheets: string[] } {
  return toolAssets(builtDir, INSPECTOR_ENTRY, '/_inspector/');
}

/**
 * `/_inspector` (and its built assets under `/_inspector/assets/`): in development for everyone,
 * in production for a session the API says is an admin (the same check as `/_blocks`). Anyone
 * else goes on to the page renderer, which answers the site's 404 page.
 */
export function inspectorRoutes(app: Hono, deps: InspectorDeps): void {
  let assets: ReturnType<typeof inspectorAssets> | null = null;
  app.get('/_inspector', async (c, next) => {
    const engine = deps.engineFor(c.req.raw, deps.siteFor(c.req.header('host')));
    if (!(await canSeeCatalogue(engine))) return next();
    assets ??= inspectorAssets(deps.builtDir);
    const nonce = deps.nonce();
    const lang = inspectorLang(c.req.query('lang'), c.req.header('cookie'));
    return c.html(inspectorPage({ lang, nonce, ...assets }), 200, { 'Content-Security-Policy': deps.csp(nonce), 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' });
  });
  app.get('/_inspector/assets/*', (c, next) => {
    const file = deps.builtDir ? deps.safeJoin(deps.builtDir, c.req.path.slice('/_inspector'.length)) : null;
    if (!file || !deps.isFile(file)) return next();
    return deps.sendAsset(file, c.req.raw);
  });
}
