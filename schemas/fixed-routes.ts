/**
 * The fixed routes of spec §2, as path patterns without the language prefix: French paths are
 * the pattern as is, English paths add `/en` in front (`/en/legal-notice`; home is `/en`).
 * `:name` is one path segment, `:name?` an optional one. The page tree adds its own paths.
 * Shared by the link checks of `npm run validate` and, if it wishes, the runtime's route table.
 */
export const fixedRoutePatterns = [
  '/',
  '/account',
  '/account/orders',
  '/account/profil',
  '/account/orders/:id',
  '/account/orders/:id/return',
  '/account/orders/:id/return/:idReturn',
  '/auth',
  '/cart',
  '/cart/address',
  '/cart/shipping',
  '/cart/payment',
  '/cart/success/:id?',
  '/order/success',
  '/order/cancel',
  '/order/error',
  '/order/cawl/result',
  '/password/reset/ask',
  '/password/reset/:token?',
  '/cookie-policy',
  '/legal-notice',
  '/privacy-policy',
  '/sale-terms',
  '/use-terms',
  '/demander-un-devis',
  '/products/search',
  '/products/:slug?/:id',
  '/products/:slug?/:id?/:idDeclination/customize',
  '/autocar/:slug?/:id',
  '/atelier/:slug?/:id',
  '/blog/:slug?/:id',
  '/news/:slug?/:id',
  '/album/:slug?/:id',
  '/minibus/:slug?/:id',
  '/wines/:slug?/:id',
  '/wines/:slug/:id/detail/:idDeclination',
  '/wines/:slug/:id/:year',
] as const;

export type FixedRoutePattern = (typeof fixedRoutePatterns)[number];

/** Parameters that only match digits (a page id, a declination id, a vintage year). */
const numericParams = new Set(['id', 'idReturn', 'idDeclination', 'year']);

/** The regular expression of one pattern (without language prefix). */
export function fixedRouteRegExp(pattern: string): RegExp {
  if (pattern === '/') return /^\/$/;
  const body = pattern
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

const regExps = fixedRoutePatterns.map(fixedRouteRegExp);

/**
 * Whether `path` (a site path, query and fragment removed) is a fixed route in `lang`:
 * French paths have no prefix, English paths start with `/en`.
 */
export function isFixedRoutePath(path: string, lang: 'fr' | 'en'): boolean {
  let bare = path;
  if (lang === 'en') {
    if (path === '/en' || path === '/en/') return true;
    if (!path.startsWith('/en/')) return false;
    bare = path.slice('/en'.length);
  } else if (path === '/en' || path.startsWith('/en/')) return false;
  return regExps.some((regexp) => regexp.test(bare));
}
