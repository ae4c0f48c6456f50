import { type Locale, type Lang, toLang } from '../../../rules/locale.ts';

export const LOCALES: readonly Locale[] = ['fr_FR', 'en'];
export const DEFAULT_LOCALE: Locale = 'fr_FR';

/** Route-name suffix per locale: `home___fr`, `home___en`. */
export const ROUTE_SUFFIX: Record<Locale, string> = { fr_FR: 'fr', en: 'en' };

/** The locale comes from the path prefix only: `/en` and `/en/…` are English, the rest French. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'fr_FR';
}

/** The path without its language prefix, always starting with `/`. */
export function stripLocalePrefix(pathname: string): string {
  if (localeFromPath(pathname) === 'fr_FR') return pathname || '/';
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/** A path without prefix, put in the given language. */
export function withLocalePrefix(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'fr_FR') return clean;
  return clean === '/' ? '/en' : `/en${clean}`;
}

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
