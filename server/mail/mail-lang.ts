import type { Locale } from '../../rules/locale.ts';

/** The locale a mail is written in, from a stored or wire code: `en` is English, anything else French. */
export function mailLang(lang: string | null | undefined): Locale {
  return lang === 'en' ? 'en' : 'fr_FR';
}
