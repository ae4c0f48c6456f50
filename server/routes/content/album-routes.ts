import { Hono } from 'hono';
import { listContracts } from '../../../schemas/api/content/list-contracts.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import { ApiError } from '../../errors/api-error.ts';
import { applyListQuery } from '../../http/apply-list-query.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { langOf, siteOf } from '../../http/request-context.ts';

/** GET /album?page&nbItem (`{ albums, total }`, 100 per page) and GET /album/{id}. */
export function albumRoutes(): Hono {
  const app = new Hono();
  contractRoute(app, listContracts.albums, (_input, c) => {
    const query = parseListQuery(c.req.query(), ['id', 'title'], { nbItem: 100, orderable: ['id', 'title'] });
    const albums = resolveLocalized(siteOf(c).document('albums')?.albums ?? [], langOf(c));
    const page = applyListQuery(albums, query);
    return { albums: page.items, total: page.total };
  });
  contractRoute(app, listContracts.album, ({ params: { id } }, c) => {
    const album = siteOf(c).document('albums')?.albums.find((one) => one.id === id);
    if (!album) throw new ApiError(404, { en: 'Album {id} not found', fr: 'Album {id} introuvable' }, null, { id: String(id) });
    return resolveLocalized(album, langOf(c));
  });
  return app;
}
