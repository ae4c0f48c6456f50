import { DISPLAY_TIME_ZONE } from '../../../rules/date-parts.ts';
import type { Locale } from '../../../rules/locale.ts';

/** A moment as the admin panel shows it: medium date and short time, in the shop's time zone (Paris), whatever the server's. */
export function adminDateTime(iso: string, lang: Locale): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: DISPLAY_TIME_ZONE }).format(new Date(iso));
}
