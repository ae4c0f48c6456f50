import type { ApiClient } from '../../runtime/index.ts';
import { pageNotFound } from '../../runtime/index.server.ts';
import { dateParts } from '../../rules/date-parts.ts';
import { calendarContracts } from '../../schemas/api/content/calendar-contracts.ts';
import { queryValue, unwrap } from '../content-kit/load-context.ts';
import type { ContentLoadContext } from '../content-kit/load-context.ts';
import { calendarBounds, monthNavigation } from './calendar-bounds.ts';
import type { EventCalendarProps } from './event-calendar.block.ts';
import type { Month } from './month-grid.ts';
import { monthKey, monthOf, parseMonth } from './month-grid.ts';
import type { CalendarData } from './event-calendar.block.ts';
import type { ServedEvent } from './event-calendar.block.ts';

/** Today's ISO day in the Paris time zone. */
export function todayInParis(now: Date = new Date()): string {
  const { day, month, year } = dateParts(now);
  return `${year}-${month}-${day}`;
}

/**
 * GET /calendar/{id}/events (all of them: their first and last months bound the calendar) and
 * GET /calendar/{id}/date/allowed/{month}/{year}.
 */
export async function loadCalendar(api: ApiClient, calendarId: number, month: Month, today: string): Promise<CalendarData> {
  const key = monthKey(month);
  const [events, allowed] = await Promise.all([
    api.call(calendarContracts.events, { params: { id: calendarId } }),
    api.call(calendarContracts.allowedDates, { params: { id: calendarId, month: month.month, year: month.year } }),
  ]);
  const data = unwrap(events, `GET /calendar/${calendarId}/events`);
  const navigation = monthNavigation(month, calendarBounds(data.events.map((event) => event.date), today));
  return {
    name: data.calendar.name,
    month,
    today,
    allowed: unwrap(allowed, `GET /calendar/${calendarId}/date/allowed`),
    events: data.events.filter((event) => event.date.startsWith(`${key}-`)),
    previous: navigation.previous ? monthKey(navigation.previous) : null,
    next: navigation.next ? monthKey(navigation.next) : null,
    indexable: navigation.indexable,
  };
}

/**
 * The block's loader (server side): the month of `?month=`, else the current month in Paris; a
 * `?month=` that is no month (`garbage`, `2024-13`) is the site's 404, not a copy of this month.
 */
export function loadEventCalendar(ctx: ContentLoadContext<EventCalendarProps>): Promise<CalendarData> {
  const today = todayInParis();
  const asked = queryValue(ctx, 'month');
  const month = asked === '' ? monthOf(today) : parseMonth(asked);
  if (!month) pageNotFound();
  return loadCalendar(ctx.api, ctx.props.calendarId, month, today);
}
