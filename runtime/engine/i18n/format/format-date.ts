import { toBcp47 } from '../../../../rules/locale.ts';
import type { Locale } from '../../../../rules/index.ts';
import { dateParts, DISPLAY_TIME_ZONE } from '../../../../rules/date-parts.ts';
import type { DateInput } from '../../../../rules/date-parts.ts';

/** A date as dd/mm/yyyy — the §9 format in both languages — in the Paris time zone by default. */
export function formatDate(input: DateInput, locale: Locale, timeZone: string = DISPLAY_TIME_ZONE): string {
  toBcp47(locale);
  const { day, month, year } = dateParts(input, timeZone);
  return `${day}/${month}/${year}`;
}
