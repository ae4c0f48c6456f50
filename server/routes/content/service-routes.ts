import { Hono } from 'hono';
import { resolveLocalized } from '../../../schemas/localized.ts';
import { ApiError } from '../../errors/api-error.ts';
import { applyListQuery } from '../../http/apply-list-query.ts';
import { cachedOk } from '../../http/cached.ts';
import { ok } from '../../http/envelope.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { idParam } from './id-param.ts';

/** GET /service?page&nbItem&tag={comma list} (`{ services, total }`, 100 per page) and GET /service/{id}. */
export function serviceRoutes(): Hono {
  const app = new Hono();
  app.get('/service', (c) => {
    const tag = c.req.query('tag');
    if (tag !== undefined && tag !== '' && !/^[a-z0-9-]+(,[a-z0-9-]+)*$/.test(tag)) {
      throw new ApiError(400, { en: "Invalid field ''tag'' in query: a comma list of tags (lower case letters, digits, hyphens)", fr: 'Champ « tag » invalide dans les paramètres de la requête : une liste d’étiquettes séparées par des virgules (lettres minuscules, chiffres, tirets)' });
    }
    const query = parseListQuery({ ...c.req.query(), tags: tag }, ['id', 'title', 'tags'], {
      nbItem: 100,
      orderable: ['order', 'id', 'title'],
      defaultOrderBy: { field: 'order', direction: 'asc' },
    });
    const services = resolveLocalized(siteOf(c).document('services')?.services ?? [], langOf(c));
    const page = applyListQuery(services, query);
    return ok(c, { services: page.items, total: page.total });
  });

  app.get('/service/:id', (c) => {
    const id = idParam(c.req.param('id'));
    const site = siteOf(c);
    const service = site.document('services')?.services.find((one) => one.id === id);
    if (!service) throw new ApiError(404, { en: 'Service {id} not found', fr: 'Service {id} introuvable' }, null, { id: String(id) });
    // With an ETag: the web server's cache of service details revalidates it for a 304 (§4).
    const lang = langOf(c);
    return cachedOk(c, ['service', site.idSite, site.hashOf('services'), lang, id], () => resolveLocalized(service, lang));
  });
  return app;
}
