/**
 * The allowed dates (YYYY-MM-DD) of one month, in order, without days before `today`
 * (a past day cannot be chosen any more).
 */
export function allowedDatesInMonth(dates: readonly string[], month: number, year: number, today: string): string[] {
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  return [...new Set(dates)].filter((date) => date.startsWith(prefix) && date >= today).sort();
}
