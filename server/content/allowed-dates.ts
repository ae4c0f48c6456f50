/** Validates a month (1–12) and a year (2000–2100) given as path segments; throws a clear Error. */
export function parseMonthYear(rawMonth: string, rawYear: string): { month: number; year: number } {
  if (!/^\d{1,2}$/.test(rawMonth) || Number(rawMonth) < 1 || Number(rawMonth) > 12) {
    throw new Error(`Invalid month '${rawMonth}': must be a whole number from 1 to 12`);
  }
  if (!/^\d{4}$/.test(rawYear) || Number(rawYear) < 2000 || Number(rawYear) > 2100) {
    throw new Error(`Invalid year '${rawYear}': must be a four-digit year from 2000 to 2100`);
  }
  return { month: Number(rawMonth), year: Number(rawYear) };
}

/**
 * The allowed dates (YYYY-MM-DD) of one month, in order, without days before `today`
 * (a past day cannot be chosen any more).
 */
export function allowedDatesInMonth(dates: readonly string[], month: number, year: number, today: string): string[] {
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  return [...new Set(dates)].filter((date) => date.startsWith(prefix) && date >= today).sort();
}
