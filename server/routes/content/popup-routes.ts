import { Hono } from 'hono';
import { listContracts } from '../../../schemas/api/content/list-contracts.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import type { ApiContext } from '../../context.ts';
import { isWithinDates } from '../../content/is-within-dates.ts';
import { ApiError } from '../../errors/api-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { langOf, siteOf } from '../../http/request-context.ts';

/**
 * GET /popup: the site's active popups (isValid and inside their dates), Localized values
 * resolved, in file order. The runtime reads `{ id, pages }` to know which popups a page opens;
 * an empty list when the site has no popups.json. GET /popup/{id}: one active popup.
 */
export function popupRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  contractRoute(app, listContracts.popups, (_input, c) => {
    const now = ctx.now();
    const popups = siteOf(c).document('popups')?.popups ?? [];
    return popups.filter((popup) => popup.isValid && isWithinDates(popup, now)).map((popup) => resolveLocalized(popup, langOf(c)));
  });
  contractRoute(app, listContracts.popup, ({ params: { id } }, c) => {
    const popup = siteOf(c).document('popups')?.popups.find((one) => one.id === id);
    if (!popup) throw new ApiError(404, { en: 'Popup {id} not found', fr: 'Fenêtre {id} introuvable' }, null, { id: String(id) });
    if (!popup.isValid || !isWithinDates(popup, ctx.now())) throw new ApiError(404, { en: 'Popup {id} is not active', fr: 'La fenêtre {id} n’est pas active' }, null, { id: String(id) });
    return resolveLocalized(popup, langOf(c));
  });
  return app;
}
