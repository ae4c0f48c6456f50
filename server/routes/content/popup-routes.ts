import { Hono } from 'hono';
import { resolveLocalized } from '../../../schemas/localized.ts';
import type { ApiContext } from '../../context.ts';
import { isWithinDates } from '../../content/is-within-dates.ts';
import { ApiError } from '../../errors/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { idParam } from './id-param.ts';

/** GET /popup/{id}: an active popup (isValid and inside its dates), Localized values resolved. */
export function popupRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.get('/popup/:id', (c) => {
    const id = idParam(c.req.param('id'));
    const site = siteOf(c);
    const popup = site.document('popups')?.popups.find((one) => one.id === id);
    if (!popup) throw new ApiError(404, { en: 'Popup {id} not found', fr: 'Fenêtre {id} introuvable' }, null, { id: String(id) });
    if (!popup.isValid || !isWithinDates(popup, ctx.now())) throw new ApiError(404, { en: 'Popup {id} is not active', fr: 'La fenêtre {id} n’est pas active' }, null, { id: String(id) });
    return ok(c, resolveLocalized(popup, langOf(c)));
  });
  return app;
}
