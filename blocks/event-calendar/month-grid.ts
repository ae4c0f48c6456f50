/** A calendar month: year and month number (1–12). */
export interface Month {
  year: number;
  month: number;
}

/** `?month=YYYY-MM` as a month (years 2000–2100), else null. */
export function parseMonth(raw: string): Month | null {
  const match = /^(\d{4})-(\d{2})$/.exec(raw);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 2000 || year > 2100 || month < 1 || month > 12) return null;
  return { year, month };
}

/** `YYYY-MM` of a month. */
export function monthKey({ year, month }: Month): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The month `delta` months away (−1 the previous, +1 the next). */
export function shiftMonth({ year, month }: Month, delta: number): Month {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The month of an ISO day (`2026-07-11` → July 2026). */
export function monthOf(isoDay: string): Month {
  return { year: Number(isoDay.slice(0, 4)), month: Number(isoDay.slice(5, 7)) };
}

/**
 * The weeks of a month, Monday first, as ISO days (`2026-07-01`) with null for the days of the
 * neighbouring months.
 */
export function monthGrid({ year, month }: Month): (string | null)[][] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const firstWeekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(`${monthKey({ year, month })}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
