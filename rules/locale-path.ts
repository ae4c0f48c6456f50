import type { Locale } from './locale.ts';

/**
 * The one "language from the path" rule (decision 0078): `/en` and `/en/…` are English, every
 * other path French; a French path has no prefix. The router, the host's routes, the admin
 * pages, the site checks and the cart read or write the prefix through these three functions.
 */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'fr_FR';
}

/** The path without its language prefix, always starting with `/` (`/en` → `/`, `/en/cart` → `/cart`). */
export function stripLocalePrefix(pathname: string): string {
  if (localeFromPath(pathname) === 'fr_FR') return pathname || '/';
  const rest = pathname.slice('/en'.length);
  return rest === '' ? '/' : rest;
}

/** A path without prefix, put in the given language (`/cart` → `/en/cart`, `/` → `/en`). */
export function withLocalePrefix(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'fr_FR') return clean;
  return clean === '/' ? '/en' : `/en${clean}`;
}
