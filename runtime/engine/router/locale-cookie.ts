import type { Locale } from '../../../rules/locale.ts';
import { isLocale } from './locale.ts';
import { readCookie } from '../cookies/read-cookie.ts';

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The `locale` cookie: 365 days, SameSite Lax, path / (spec §9). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/** The cookie to set when the path's locale differs from the stored one; null when unchanged. */
export function localeCookieUpdate(cookieHeader: string | null | undefined, locale: Locale): string | null {
  const stored = readCookie(cookieHeader, LOCALE_COOKIE);
  return isLocale(stored) && stored === locale ? null : localeCookie(locale);
}
