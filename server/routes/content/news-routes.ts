import { Hono } from 'hono';
import { listContracts } from '../../../schemas/api/content/list-contracts.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import { ApiError } from '../../errors/api-error.ts';
import { applyListQuery } from '../../http/apply-list-query.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { langOf, siteOf } from '../../http/request-context.ts';

/** GET /news?{query}: `{ news, total }`, 10 per page, newest first; `promoted=true` keeps promoted items. */
export function newsRoutes(): Hono {
  const app = new Hono();
  contractRoute(app, listContracts.news, (_input, c) => {
    const query = parseListQuery(c.req.query(), ['id', 'title', 'date', 'promoted'], {
      nbItem: 10,
      orderable: ['date', 'title', 'id'],
      defaultOrderBy: { field: 'date', direction: 'desc' },
    });
    const items = resolveLocalized(siteOf(c).document('news')?.news ?? [], langOf(c));
    const page = applyListQuery(items, query);
    return { news: page.items, total: page.total };
  });
  contractRoute(app, listContracts.newsItem, ({ params: { idOrSlug: key } }, c) => {
    const items = siteOf(c).document('news')?.news ?? [];
    const item = /^\d+$/.test(key)
      ? items.find((one) => one.id === Number(key))
      : items.find((one) => one.slug?.fr === key || one.slug?.en === key);
    if (!item) throw new ApiError(404, { en: "News item ''{key}'' not found", fr: 'Actualité « {key} » introuvable' }, null, { key });
    return resolveLocalized(item, langOf(c));
  });
  return app;
}
