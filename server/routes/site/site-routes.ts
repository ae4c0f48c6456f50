import { Hono } from 'hono';
import { resolveLocalized } from '../../../schemas/index.ts';
import { siteConfigContracts } from '../../../schemas/api/site/site-contracts.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError, notFoundMessage } from '../../errors/api-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { findPage } from './find-page.ts';
import { resolvePage, resolveTree } from './resolve-page.ts';
import { servedParameters } from './served-parameters.ts';

/** GET /parameter, /site/info, /page, /page/{id|slug|path}, /component/conf/{slug}: served from memory with ETags, each from its contract (schemas/api/site/site-contracts.ts). */
export function siteConfigRoutes(_ctx: ApiContext): Hono {
  const app = new Hono();

  contractRoute(app, siteConfigContracts.parameters, (_input, c, reply) => {
    const site = siteOf(c);
    const lang = langOf(c);
    return reply.cached(['parameter', site.idSite, site.hashOf('parameters'), lang], () =>
      servedParameters(site.parameters, lang),
    );
  });

  contractRoute(app, siteConfigContracts.info, (_input, c, reply) => {
    const site = siteOf(c);
    const lang = langOf(c);
    return reply.cached(['site-info', site.idSite, site.site.hash, lang], () => {
      const { idSite, name, info, languages, logos, fonts } = site.site.json;
      return resolveLocalized({ idSite, name, ...info, languages, logos, fonts }, lang);
    });
  });

  contractRoute(app, siteConfigContracts.pageTree, (_input, c, reply) => {
    const site = siteOf(c);
    const lang = langOf(c);
    return reply.cached(['page-tree', site.idSite, site.hashOf('pages'), lang], () =>
      resolveTree(site.pages, site.pageIndex, site.idSite, lang),
    );
  });

  contractRoute(app, siteConfigContracts.page, ({ params }, c, reply) => {
    const site = siteOf(c);
    const lang = langOf(c);
    const key = decodeURIComponent(params.key);
    const entry = findPage(site.pageIndex, key, lang);
    if (!entry) throw new ApiError(404, notFoundMessage);
    return reply.cached(['page', site.idSite, site.hashOf('pages'), lang, entry.page.id], () =>
      resolvePage(entry.page, site.pageIndex, site.idSite, lang),
    );
  });

  contractRoute(app, siteConfigContracts.componentConf, ({ params }, c, reply) => {
    const site = siteOf(c);
    const lang = langOf(c);
    const { slug } = params;
    const doc = site.components.get(slug);
    if (!doc) throw new ApiError(404, { en: "No component configuration named ''{slug}''", fr: 'Aucune configuration de composant nommée « {slug} »' }, null, { slug });
    return reply.cached(['component', site.idSite, doc.hash, lang, slug], () => ({
      slug,
      config: resolveLocalized(doc.json.config, lang),
    }));
  });

  return app;
}
