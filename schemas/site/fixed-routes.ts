import { fixedRoutes } from '../../rules/fixed-routes.ts';
import type { FixedRoute } from '../../rules/fixed-routes.ts';
import { toLang, type Lang } from '../../rules/locale.ts';
import { localeFromPath, stripLocalePrefix } from '../../rules/locale-path.ts';

/** The path patterns of the fixed routes of spec §2 (the list is `rules/fixed-routes.ts`). */
export const fixedRoutePatterns: readonly string[] = fixedRoutes.map((route) => route.path);

export type FixedRoutePattern = FixedRoute['path'];

/** The regular expression of one route's path (without language prefix); its numeric parameters match digits only. */
export function fixedRouteRegExp(route: Pick<FixedRoute, 'path' | 'numericParams'>): RegExp {
  if (route.path === '/') return /^\/$/;
  const numericParams = new Set(route.numericParams ?? []);
  const body = route.path
    .split('/')
    .slice(1)
    .map((segment) => {
      const param = /^:([A-Za-z]+)(\?)?$/.exec(segment);
      if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      const value = numericParams.has(param[1] ?? '') ? '[0-9]+' : '[^/]+';
      return param[2] ? `(?:/${value})?` : `/${value}`;
    })
    .join('');
  return new RegExp(`^${body}$`);
}

const regExps = fixedRoutes.map(fixedRouteRegExp);

/**
 * Whether `path` (a site path, query and fragment removed) is a fixed route in `lang`:
 * French paths have no prefix, English paths start with `/en`.
 */
export function isFixedRoutePath(path: string, lang: Lang): boolean {
  if (toLang(localeFromPath(path)) !== lang) return false;
  const bare = stripLocalePrefix(path);
  if (lang === 'en' && bare === '/') return true;
  return regExps.some((regexp) => regexp.test(bare));
}
