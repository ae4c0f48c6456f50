import { Hono, type Context } from 'hono';
import { calendarContracts } from '../../../schemas/api/content/calendar-contracts.ts';
import type { Calendar } from '../../../schemas/content/events.schema.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import type { ApiContext } from '../../context.ts';
import { allowedDatesInMonth } from '../../content/allowed-dates.ts';
import { isoDay } from '../../content/is-within-dates.ts';
import { ApiError } from '../../errors/api-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { langOf, siteOf } from '../../http/request-context.ts';

function calendarOf(c: Context, id: number): Calendar {
  const calendar = siteOf(c).document('events')?.calendars.find((one) => one.id === id);
  if (!calendar) throw new ApiError(404, { en: 'Calendar {id} not found', fr: 'Calendrier {id} introuvable' }, null, { id: String(id) });
  return calendar;
}

/** GET /calendar/{id}/date/allowed/{month}/{year} (dates from today on) and GET /calendar/{id}/events. */
export function calendarRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  contractRoute(app, calendarContracts.allowedDates, ({ params: { id, month, year } }, c) =>
    allowedDatesInMonth(calendarOf(c, id).allowedDates, month, year, isoDay(ctx.now())),
  );
  contractRoute(app, calendarContracts.events, ({ params: { id }, query: { from } }, c) => {
    const calendar = calendarOf(c, id);
    const events = calendar.events
      .filter((event) => !from || event.date >= from)
      .sort((a, b) => a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? ''));
    return { calendar: { id: calendar.id, name: resolveLocalized(calendar.name, langOf(c)) }, events: resolveLocalized(events, langOf(c)) };
  });
  return app;
}
