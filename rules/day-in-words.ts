import { isFrench, toBcp47, type Locale } from './locale.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day (`YYYY-MM-DD`) in words: "mardi 1er décembre", "Tuesday, December 1"; with
 * `year`, "mardi 1er décembre 2026". French writes the first of the month "1er". The one helper
 * for every day written in words (pages, mails), so both say the same.
 */
export function dayInWords(day: string, locale: Locale, options: { year?: boolean } = {}): string {
  const key = `${toBcp47(locale)}|${options.year ? 'y' : ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(toBcp47(locale), { weekday: 'long', day: 'numeric', month: 'long', ...(options.year ? { year: 'numeric' } : {}), timeZone: 'UTC' });
    formats.set(key, format);
  }
  const parts = format.formatToParts(new Date(`${day.slice(0, 10)}T12:00:00Z`));
  return parts.map((part) => (part.type === 'day' && part.value === '1' && isFrench(locale) ? '1er' : part.value)).join('');
}
