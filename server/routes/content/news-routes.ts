import { Hono } from 'hono';
import { resolveLocalized } from '../../../schemas/localized.ts';
import { ApiError } from '../../errors/api-error.ts';
import { applyListQuery } from '../../http/apply-list-query.ts';
import { ok } from '../../http/envelope.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { langOf, siteOf } from '../../http/request-context.ts';

/** GET /news?{query}: `{ news, total }`, 10 per page, newest first; `promoted=true` keeps promoted items. */
export function newsRoutes(): Hono {
  const app = new Hono();
  app.get('/news', (c) => {
    const promoted = c.req.query('promoted');
    if (promoted !== undefined && promoted !== '' && promoted !== 'true' && promoted !== 'false') {
      throw new ApiError(400, { en: "Invalid field ''promoted'' in query: must be true or false", fr: 'Champ « promoted » invalide dans les paramètres de la requête : doit être true ou false' });
    }
    const query = parseListQuery(c.req.query(), ['id', 'title', 'date', 'promoted'], {
      nbItem: 10,
      orderable: ['date', 'title', 'id'],
      defaultOrderBy: { field: 'date', direction: 'desc' },
    });
    const items = resolveLocalized(siteOf(c).document('news')?.news ?? [], langOf(c));
    const page = applyListQuery(items, query);
    return ok(c, { news: page.items, total: page.total });
  });

  app.get('/news/:idOrSlug', (c) => {
    const key = c.req.param('idOrSlug');
    const items = siteOf(c).document('news')?.news ?? [];
    const item = /^\d+$/.test(key)
      ? items.find((one) => one.id === Number(key))
      : items.find((one) => one.slug?.fr === key || one.slug?.en === key);
    if (!item) throw new ApiError(404, { en: "News item ''{key}'' not found", fr: 'Actualité « {key} » introuvable' }, null, { key });
    return ok(c, resolveLocalized(item, langOf(c)));
  });
  return app;
}
