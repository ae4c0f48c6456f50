/** The time zone dates are shown in, the same on the server and in the browser (no hydration drift). */
export const DISPLAY_TIME_ZONE = 'Europe/Paris';

export interface DateParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
  second: string;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date as accepted by the formatters: a Date, a timestamp, an ISO string. */
export type DateInput = Date | number | string;

/**
 * Splits a date into zero-padded parts in `timeZone`. A plain `YYYY-MM-DD` string is a calendar
 * date and is kept as written. Throws on an invalid date.
 */
export function dateParts(input: DateInput, timeZone: string = DISPLAY_TIME_ZONE): DateParts {
  if (typeof input === 'string') {
    const day = DATE_ONLY.exec(input.trim());
    if (day) {
      const [, year = '', month = '', date = ''] = day;
      const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)));
      if (check.getUTCDate() !== Number(date) || check.getUTCMonth() !== Number(month) - 1) {
        throw new RangeError(`Invalid date "${input}"`);
      }
      return { day: date, month, year, hour: '00', minute: '00', second: '00' };
    }
  }
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date "${String(input)}"`);
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return {
    day: parts.day ?? '',
    month: parts.month ?? '',
    year: (parts.year ?? '').padStart(4, '0'),
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}
