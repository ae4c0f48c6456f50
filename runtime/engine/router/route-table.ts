import { toLang, type Locale } from '../../../rules/locale.ts';
import { fixedRoutes, PAGE_ROUTE_NAME } from './fixed-routes.ts';
import type { FixedRoute } from './fixed-routes.ts';
import { LOCALES, withLocalePrefix } from './locale.ts';

/** One route of the table, in one language. */
export interface RouteEntry {
  /** `name___fr` or `name___en`. */
  id: string;
  name: string;
  locale: Locale;
  /** Path relative to the root route (react-router syntax), e.g. `en/cart/success/:id?`. */
  path: string;
  numericParams: readonly string[];
  shop: boolean;
  /** True for the catch-all route that resolves page-tree slugs. */
  isPage: boolean;
}

export function routeId(name: string, locale: Locale): string {
  return `${name}___${toLang(locale)}`;
}

/** Splits `cart___en` into its name and locale; null for anything else. */
export function parseRouteId(id: string): { name: string; locale: Locale } | null {
  const match = /^(.+)___(fr|en)$/.exec(id);
  if (!match) return null;
  return { name: match[1]!, locale: match[2] === 'en' ? 'en' : 'fr_FR' };
}

function relativePath(path: string, locale: Locale): string {
  const bare = path.replace(/^\//, '');
  if (locale === 'fr_FR') return bare;
  return bare === '' ? 'en' : `en/${bare}`;
}

function entryOf(route: FixedRoute, locale: Locale): RouteEntry {
  return {
    id: routeId(route.name, locale),
    name: route.name,
    locale,
    path: relativePath(route.path, locale),
    numericParams: route.numericParams ?? [],
    shop: route.shop === true,
    isPage: false,
  };
}

/** Every fixed route in French and English, then the two catch-alls of the page tree. */
export const routeTable: readonly RouteEntry[] = [
  ...LOCALES.flatMap((locale) => fixedRoutes.map((route) => entryOf(route, locale))),
  ...LOCALES.map((locale) => ({
    id: routeId(PAGE_ROUTE_NAME, locale),
    name: PAGE_ROUTE_NAME,
    locale,
    path: locale === 'en' ? 'en/*' : '*',
    numericParams: [],
    shop: false,
    isPage: true,
  })),
];

export const routeEntryById: ReadonlyMap<string, RouteEntry> = new Map(routeTable.map((e) => [e.id, e]));

/** True when every numeric parameter present is made of digits only (a failed check is a 404). */
export function paramsAreValid(entry: RouteEntry, params: Readonly<Record<string, string | undefined>>): boolean {
  return entry.numericParams.every((name) => {
    const value = params[name];
    return value === undefined || value === '' || /^\d+$/.test(value);
  });
}

/** A fixed route's path in a language, with its parameters filled in (for links). */
export function pathOfRoute(name: string, locale: Locale, params: Record<string, string> = {}): string {
  const route = fixedRoutes.find((r) => r.name === name);
  if (!route) throw new Error(`unknown route name "${name}"`);
  const filled = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const key = segment.replace(/^:|\?$/g, '');
      return params[key] ?? '';
    })
    .filter((segment, i) => i === 0 || segment !== '')
    .join('/');
  const path = filled === '' ? '/' : filled;
  return withLocalePrefix(path, locale);
}
