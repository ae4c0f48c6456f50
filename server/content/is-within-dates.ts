/** The local calendar date `YYYY-MM-DD` of an instant (server time zone). */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Whether `now` falls inside optional `startDate`/`endDate` days (both inclusive, YYYY-MM-DD). */
export function isWithinDates(item: { startDate?: string | undefined; endDate?: string | undefined }, now: Date): boolean {
  const today = isoDay(now);
  if (item.startDate && today < item.startDate) return false;
  if (item.endDate && today > item.endDate) return false;
  return true;
}
