import type { ApiClient } from '../../runtime/index.ts';
import { dateParts } from '../../rules/date-parts.ts';
import type { CalendarEvent } from '../../schemas/content/events.schema.ts';
import type { Resolved } from '../../schemas/localized.ts';
import { queryValue, unwrap } from '../content-kit/load-context.ts';
import type { ContentLoadContext } from '../content-kit/load-context.ts';
import type { EventCalendarProps } from './event-calendar.server.ts';
import type { Month } from './month-grid.ts';
import { monthKey, monthOf, parseMonth } from './month-grid.ts';

export type ServedEvent = Resolved<CalendarEvent>;

export interface CalendarData {
  name: string;
  month: Month;
  /** Today in Paris, as the server saw it (the grid marks it; the browser keeps the same). */
  today: string;
  /** Bookable dates of the month, from today on. */
  allowed: string[];
  /** Events of the month, by date and time. */
  events: ServedEvent[];
}

/** Today's ISO day in the Paris time zone. */
export function todayInParis(now: Date = new Date()): string {
  const { day, month, year } = dateParts(now);
  return `${year}-${month}-${day}`;
}

/** GET /calendar/{id}/events?from=<first of month> and GET /calendar/{id}/date/allowed/{month}/{year}. */
export async function loadCalendar(api: ApiClient, calendarId: number, month: Month, today: string): Promise<CalendarData> {
  const key = monthKey(month);
  const [events, allowed] = await Promise.all([
    api.get<{ calendar: { id: number; name: string }; events: ServedEvent[] }>(`/calendar/${calendarId}/events`, { from: `${key}-01` }),
    api.get<string[]>(`/calendar/${calendarId}/date/allowed/${month.month}/${month.year}`),
  ]);
  const data = unwrap(events, `GET /calendar/${calendarId}/events`);
  return {
    name: data.calendar.name,
    month,
    today,
    allowed: unwrap(allowed, `GET /calendar/${calendarId}/date/allowed`),
    events: data.events.filter((event) => event.date.startsWith(`${key}-`)),
  };
}

/** The block's loader (server side): the month of `?month=`, else the current month in Paris. */
export function loadEventCalendar(ctx: ContentLoadContext<EventCalendarProps>): Promise<CalendarData> {
  const today = todayInParis();
  const month = parseMonth(queryValue(ctx, 'month')) ?? monthOf(today);
  return loadCalendar(ctx.api, ctx.props.calendarId, month, today);
}
