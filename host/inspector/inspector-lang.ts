import type { Locale } from '../../rules/locale.ts';
import { readCookie } from '../../runtime/engine/cookies/read-cookie.ts';
import { LOCALE_COOKIE } from '../../runtime/engine/router/locale-cookie.ts';
import { isLocale } from '../../runtime/engine/router/locale.ts';

/**
 * The language of `/_inspector`: `?lang=fr|en`, else the site language the admin last browsed
 * in (the §9 `locale` cookie), else the site's own language, French. Never the browser's
 * language: an admin with an English browser on the French site reads the inspector in French.
 */
export function inspectorLang(asked: string | undefined, cookieHeader: string | null | undefined): Locale {
  if (asked === 'en') return 'en';
  if (asked === 'fr' || asked === 'fr_FR') return 'fr_FR';
  const stored = readCookie(cookieHeader, LOCALE_COOKIE);
  return isLocale(stored) ? stored : 'fr_FR';
}
