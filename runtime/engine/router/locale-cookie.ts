import type { Locale } from '../../../rules/locale.ts';
import { isLocale } from './locale.ts';

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The `locale` cookie: 365 days, SameSite Lax, path / (spec §9). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/** Reads one cookie from a Cookie header (or `document.cookie`). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The cookie to set when the path's locale differs from the stored one; null when unchanged. */
export function localeCookieUpdate(cookieHeader: string | null | undefined, locale: Locale): string | null {
  const stored = readCookie(cookieHeader, LOCALE_COOKIE);
  return isLocale(stored) && stored === locale ? null : localeCookie(locale);
}
