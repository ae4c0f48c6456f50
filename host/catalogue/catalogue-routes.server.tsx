import type { Context, Hono, Next } from 'hono';
import { renderToString } from 'react-dom/server';
import type { EngineContext, SiteEntry } from '../data/engine-context.ts';
import { renderSiteBlockFrame } from './block-frame.server.ts';
import type { CatalogueEntry } from './catalogue-entry.ts';
import { canSeeCatalogue } from './catalogue-access.server.ts';
import { loadCatalogueDocs } from './catalogue-docs.server.ts';
import type { CatalogueDoc } from '../../runtime/tools/catalogue/catalogue-doc.ts';
import { catalogueLang } from '../../runtime/tools/catalogue/catalogue-messages.ts';
import { CataloguePage } from '../../runtime/tools/catalogue/CataloguePage.tsx';

export interface CatalogueDeps {
  dev: boolean;
  siteFor(host: string | undefined): SiteEntry;
  engineFor(request: Request, site: SiteEntry): EngineContext;
  entry: () => Promise<CatalogueEntry>;
  stylesheets: (blockTypes: readonly string[]) => readonly string[];
  nonce: () => string;
  /** The Content-Security-Policy of an HTML page with this nonce. */
  csp: (nonce: string) => string;
}

/**
 * `/_blocks` (every block) and `/_blocks/<type>` (one block), plus the frames
 * `/_blocks/<type>?lang=fr|en&frame=1`. Hidden from whoever may not see it: the request goes on
 * to the page renderer, which answers the site's ordinary 404 page.
 */
export function catalogueRoutes(app: Hono, deps: CatalogueDeps): void {
  let docs: Promise<CatalogueDoc[]> | null = null;
  const handle = async (c: Context, next: Next) => {
    const site = deps.siteFor(c.req.header('host'));
    const engine = deps.engineFor(c.req.raw, site);
    if (!(await canSeeCatalogue(engine))) return next();
    const entry = await deps.entry();
    const types = entry.catalogueBlockTypes();
    const type = c.req.param('type');
    if (type !== undefined && !types.includes(type)) return next();
    const lang = catalogueLang(c.req.query('lang'));
    const nonce = deps.nonce();
    const headers = { 'Content-Security-Policy': deps.csp(nonce), 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' };
    if (type !== undefined && c.req.query('frame') === '1') {
      const frame = await renderSiteBlockFrame({ entry, engine, site, type, locale: lang, nonce, stylesheets: deps.stylesheets });
      if (frame.status === 503) return c.text(frame.message, 503);
      if (frame.html === null) return next();
      return c.html(frame.html, 200, headers);
    }
    docs ??= loadCatalogueDocs(types);
    const shown = (await docs).filter((doc) => type === undefined || doc.type === type);
    const page = renderToString(<CataloguePage lang={lang} siteName={site.name} docs={shown} nonce={nonce} {...(type ? { only: type } : {})} />);
    return c.html(`<!DOCTYPE html>${page}`, 200, headers);
  };
  app.get('/_blocks', handle);
  app.get('/_blocks/:type', handle);
}
