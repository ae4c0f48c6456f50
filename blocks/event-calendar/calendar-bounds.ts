import type { Month } from './month-grid.ts';
import { monthOf, shiftMonth } from './month-grid.ts';

/** How far from today's month the calendar always lets visitors go, in months, either way. */
export const MONTHS_AROUND_TODAY = 12;

/** The months a calendar shows and search engines may index: from `first` to `last`, both included. */
export interface CalendarBounds {
  first: Month;
  last: Month;
}

/** Where a month's page leads: the months its links point at (null: no link), and whether it may be indexed. */
export interface MonthNavigation {
  previous: Month | null;
  next: Month | null;
  indexable: boolean;
}

const index = ({ year, month }: Month): number => year * 12 + month - 1;

/**
 * The months of a calendar worth a page: a year either side of today's month, widened to the
 * months of its first and last events. Beyond them every month would be an empty copy of the
 * grid; without bounds the prev/next links make an endless crawl.
 */
export function calendarBounds(eventDays: readonly string[], today: string): CalendarBounds {
  const now = monthOf(today);
  let first = shiftMonth(now, -MONTHS_AROUND_TODAY);
  let last = shiftMonth(now, MONTHS_AROUND_TODAY);
  for (const day of eventDays) {
    const month = monthOf(day);
    if (index(month) < index(first)) first = month;
    if (index(month) > index(last)) last = month;
  }
  return { first, last };
}

/**
 * A month's links and indexing: inside the bounds, links to the neighbouring months that are
 * inside too; outside (a hand-typed `?month=`), `noindex` and only the link that leads back
 * towards the bounds, so that no link leads further away.
 */
export function monthNavigation(month: Month, bounds: CalendarBounds): MonthNavigation {
  const at = index(month);
  const inside = at >= index(bounds.first) && at <= index(bounds.last);
  return {
    previous: at > index(bounds.first) ? shiftMonth(month, -1) : null,
    next: at < index(bounds.last) ? shiftMonth(month, 1) : null,
    indexable: inside,
  };
}
