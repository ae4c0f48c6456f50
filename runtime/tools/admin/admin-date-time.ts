import { DISPLAY_TIME_ZONE } from '../../../rules/date-parts.ts';
import type { AdminLang } from './AdminDocument.tsx';

/** A moment as the admin panel shows it: medium date and short time, in the shop's time zone (Paris), whatever the server's. */
export function adminDateTime(iso: string, lang: AdminLang): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: DISPLAY_TIME_ZONE }).format(new Date(iso));
}
