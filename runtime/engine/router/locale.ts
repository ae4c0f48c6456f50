import { type Locale, type Lang, toLang } from '../../../rules/locale.ts';

export const LOCALES: readonly Locale[] = ['fr_FR', 'en'];
export const DEFAULT_LOCALE: Locale = 'fr_FR';

/** The "language from the path" rule lives in rules/ (the site checks and the host read it too). */
export { localeFromPath, stripLocalePrefix, withLocalePrefix } from '../../../rules/locale-path.ts';

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'fr_FR' : 'en';
}

/** `fr_FR` → `fr` for `<html lang>` and Intl. */
export function htmlLang(locale: Locale): Lang {
  return toLang(locale);
}

export function isLocale(value: unknown): value is Locale {
  return value === 'fr_FR' || value === 'en';
}
