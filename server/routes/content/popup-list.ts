import { Hono } from 'hono';
import { resolveLocalized } from '../../../schemas/localized.ts';
import type { ApiContext } from '../../context.ts';
import { isWithinDates } from '../../content/is-within-dates.ts';
import { ok } from '../../http/envelope.ts';
import { langOf, siteOf } from '../../http/request-context.ts';

/**
 * GET /popup: the site's active popups (isValid and inside their dates), Localized values
 * resolved, in file order. The runtime reads `{ id, pages }` to know which popups a page opens;
 * an empty list when the site has no popups.json.
 */
export function popupListRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.get('/popup', (c) => {
    const site = siteOf(c);
    const lang = langOf(c);
    const now = ctx.now();
    const popups = site.document('popups')?.popups ?? [];
    return ok(
      c,
      popups.filter((popup) => popup.isValid && isWithinDates(popup, now)).map((popup) => resolveLocalized(popup, lang)),
    );
  });
  return app;
}
