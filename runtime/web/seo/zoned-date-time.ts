const formats = new Map<string, Intl.DateTimeFormat>();

/** The offset (`+01:00`) of a time zone at a wall-clock date and time. */
export function zoneOffset(date: string, time: string, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' });
    formats.set(timeZone, format);
  }
  const instant = new Date(`${date}T${time}:00Z`);
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}${match[2]}:${match[3] ?? '00'}` : '+00:00';
}

/**
 * An ISO 8601 date-time with the offset of `timeZone` (`2026-12-05T10:00:00+01:00`) for a wall-clock
 * date and `HH:MM` time; the date alone when there is no time. Null for a date that is no date.
 */
export function zonedDateTime(date: string, time: string | null | undefined, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return null;
  if (!time || !/^\d{2}:\d{2}$/.test(time)) return date;
  return `${date}T${time}:00${zoneOffset(date, time, timeZone)}`;
}
