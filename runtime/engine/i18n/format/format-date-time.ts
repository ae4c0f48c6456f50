import { toBcp47 } from '../../../../rules/locale.ts';
import type { Locale } from '../../../../rules/index.ts';
import { dateParts, DISPLAY_TIME_ZONE } from '../../../../rules/date-parts.ts';
import type { DateInput } from '../../../../rules/date-parts.ts';

/** A date-time as dd/mm/yyyy hh:mm:ss (24-hour, §9), in the Paris time zone by default. */
export function formatDateTime(input: DateInput, locale: Locale, timeZone: string = DISPLAY_TIME_ZONE): string {
  toBcp47(locale);
  const { day, month, year, hour, minute, second } = dateParts(input, timeZone);
  return `${day}/${month}/${year} ${hour}:${minute}:${second}`;
}
