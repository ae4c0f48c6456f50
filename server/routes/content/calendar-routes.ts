import { Hono, type Context } from 'hono';
import type { Calendar } from '../../../schemas/content/events.schema.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import type { ApiContext } from '../../context.ts';
import { allowedDatesInMonth, parseMonthYear } from '../../content/allowed-dates.ts';
import { isoDay } from '../../content/is-within-dates.ts';
import { ApiError } from '../../errors/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { FROM_NOT_A_DATE } from './from-not-a-date.ts';
import { idParam } from './id-param.ts';

function calendarOf(c: Context): Calendar {
  const id = idParam(c.req.param('id'));
  const calendar = siteOf(c).document('events')?.calendars.find((one) => one.id === id);
  if (!calendar) throw new ApiError(404, { en: 'Calendar {id} not found', fr: 'Calendrier {id} introuvable' }, null, { id: String(id) });
  return calendar;
}

/** GET /calendar/{id}/date/allowed/{month}/{year} (dates from today on) and GET /calendar/{id}/events. */
export function calendarRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.get('/calendar/:id/date/allowed/:month/:year', (c) => {
    const period = parseMonthYear(c.req.param('month'), c.req.param('year'));
    const calendar = calendarOf(c);
    return ok(c, allowedDatesInMonth(calendar.allowedDates, period.month, period.year, isoDay(ctx.now())));
  });

  app.get('/calendar/:id/events', (c) => {
    const from = c.req.query('from');
    if (from !== undefined && from !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(from)) {
      throw new ApiError(400, FROM_NOT_A_DATE);
    }
    const calendar = calendarOf(c);
    const events = calendar.events
      .filter((event) => !from || event.date >= from)
      .sort((a, b) => a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? ''));
    return ok(c, { calendar: { id: calendar.id, name: resolveLocalized(calendar.name, langOf(c)) }, events: resolveLocalized(events, langOf(c)) });
  });
  return app;
}
