import { Hono } from 'hono';
import { resolveLocalized } from '../../../schemas/localized.ts';
import { ApiError } from '../../errors/api-error.ts';
import { applyListQuery } from '../../http/apply-list-query.ts';
import { ok } from '../../http/envelope.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { idParam } from './id-param.ts';

/** GET /album?page&nbItem (`{ albums, total }`, 100 per page) and GET /album/{id}. */
export function albumRoutes(): Hono {
  const app = new Hono();
  app.get('/album', (c) => {
    const query = parseListQuery(c.req.query(), ['id', 'title'], { nbItem: 100, orderable: ['id', 'title'] });
    const albums = resolveLocalized(siteOf(c).document('albums')?.albums ?? [], langOf(c));
    const page = applyListQuery(albums, query);
    return ok(c, { albums: page.items, total: page.total });
  });

  app.get('/album/:id', (c) => {
    const id = idParam(c.req.param('id'));
    const album = siteOf(c).document('albums')?.albums.find((one) => one.id === id);
    if (!album) throw new ApiError(404, { en: 'Album {id} not found', fr: 'Album {id} introuvable' }, null, { id: String(id) });
    return ok(c, resolveLocalized(album, langOf(c)));
  });
  return app;
}
