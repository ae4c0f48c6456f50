import { Hono } from 'hono';
import { resolveLocalized } from '../../../schemas/index.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError, notFoundMessage } from '../../errors/api-error.ts';
import { cachedOk } from '../../http/cached.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { findPage } from './find-page.ts';
import { resolvePage, resolveTree } from './resolve-page.ts';
import { servedParameters } from './served-parameters.ts';

/** GET /parameter, /site/info, /page, /page/{id|slug|path}, /component/conf/{slug}: served from memory with ETags. */
export function siteConfigRoutes(_ctx: ApiContext): Hono {
  const app = new Hono();

  app.get('/parameter', (c) => {
    const site = siteOf(c);
    const lang = langOf(c);
    return cachedOk(c, ['parameter', site.idSite, site.hashOf('parameters'), lang], () =>
      servedParameters(site.parameters, lang),
    );
  });

  app.get('/site/info', (c) => {
    const site = siteOf(c);
    const lang = langOf(c);
    return cachedOk(c, ['site-info', site.idSite, site.site.hash, lang], () => {
      const { idSite, name, info, languages, logos, fonts } = site.site.json;
      return resolveLocalized({ idSite, name, ...info, languages, logos, fonts }, lang);
    });
  });

  app.get('/page', (c) => {
    const site = siteOf(c);
    const lang = langOf(c);
    return cachedOk(c, ['page-tree', site.idSite, site.hashOf('pages'), lang], () =>
      resolveTree(site.pages, site.pageIndex, site.idSite, lang),
    );
  });

  app.get('/page/:key{.+}', (c) => {
    const site = siteOf(c);
    const lang = langOf(c);
    const key = decodeURIComponent(c.req.param('key'));
    const entry = findPage(site.pageIndex, key, lang);
    if (!entry) throw new ApiError(404, notFoundMessage);
    return cachedOk(c, ['page', site.idSite, site.hashOf('pages'), lang, entry.page.id], () =>
      resolvePage(entry.page, site.pageIndex, site.idSite, lang),
    );
  });

  app.get('/component/conf/:slug', (c) => {
    const site = siteOf(c);
    const lang = langOf(c);
    const doc = site.components.get(c.req.param('slug'));
    if (!doc) throw new ApiError(404, { en: "No component configuration named ''{slug}''", fr: 'Aucune configuration de composant nommée « {slug} »' }, null, { slug: c.req.param('slug') ?? '' });
    return cachedOk(c, ['component', site.idSite, doc.hash, lang, c.req.param('slug')], () => ({
      slug: c.req.param('slug'),
      config: resolveLocalized(doc.json.config, lang),
    }));
  });

  return app;
}
