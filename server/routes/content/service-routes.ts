import { Hono } from 'hono';
import { listContracts } from '../../../schemas/api/content/list-contracts.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import { ApiError } from '../../errors/api-error.ts';
import { applyListQuery } from '../../http/apply-list-query.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { langOf, siteOf } from '../../http/request-context.ts';

/** GET /service?page&nbItem&tag={comma list} (`{ services, total }`, 100 per page) and GET /service/{id}. */
export function serviceRoutes(): Hono {
  const app = new Hono();
  contractRoute(app, listContracts.services, ({ query: { tag } }, c) => {
    const query = parseListQuery({ ...c.req.query(), tags: tag }, ['id', 'title', 'tags'], {
      nbItem: 100,
      orderable: ['order', 'id', 'title'],
      defaultOrderBy: { field: 'order', direction: 'asc' },
    });
    const services = resolveLocalized(siteOf(c).document('services')?.services ?? [], langOf(c));
    const page = applyListQuery(services, query);
    return { services: page.items, total: page.total };
  });
  contractRoute(app, listContracts.service, ({ params: { id } }, c, reply) => {
    const site = siteOf(c);
    const service = site.document('services')?.services.find((one) => one.id === id);
    if (!service) throw new ApiError(404, { en: 'Service {id} not found', fr: 'Service {id} introuvable' }, null, { id: String(id) });
    const lang = langOf(c);
    return reply.cached(['service', site.idSite, site.hashOf('services'), lang, id], () => resolveLocalized(service, lang));
  });
  return app;
}
