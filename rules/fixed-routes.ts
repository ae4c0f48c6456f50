import { withLocalePrefix } from './locale-path.ts';
/**
 * The fixed routes of spec §2, written once, without language prefix: French paths are the
 * pattern as is, English paths add `/en` in front (`/en/legal-notice`; home is `/en`). `:name`
 * is one path segment, `:name?` an optional one. The runtime's route table declares each in
 * both languages (ids `name___fr` / `name___en`); the link checks of `npm run validate`
 * accept them as link targets. `numericParams` must be digits (anything else is a 404);
 * `shop` routes are behind the e-commerce guard.
 */
/**
 * Content detail pages (`/blog/:slug?/:id`, `/news/:slug?/:id`, `/album/:slug?/:id`,
 * `/service/:slug?/:id`): the id names a blog article, a news item, an album or a service (§4); the slug is optional and not checked.
 */
export const CONTENT_DETAIL_KINDS = ['blog', 'news', 'album', 'service'] as const;
export type ContentDetailKind = (typeof CONTENT_DETAIL_KINDS)[number];

/**
 * Element lists whose items have their own page at `/{list}/:slug?/:id` (GET /element/{list}/{id}):
 * the vehicles of §2 and the wine estate's workshops (which take registrations).
 */
export const ELEMENT_DETAIL_LISTS = ['autocar', 'minibus', 'atelier'] as const;

export interface FixedRoute {
  name: string;
  path: string;
  numericParams?: readonly string[];
  shop?: boolean;
  /** A page for one visitor (account, sign-in, cart, checkout, orders, password reset): never crawled nor cached. */
  personal?: boolean;
}

export const fixedRoutes: readonly FixedRoute[] = [
  { name: 'home', path: '/' },
  { name: 'account', path: '/account', personal: true },
  { name: 'account-orders', path: '/account/orders', shop: true, personal: true },
  { name: 'account-profil', path: '/account/profil', personal: true },
  { name: 'account-orders-id', path: '/account/orders/:id', numericParams: ['id'], shop: true, personal: true },
  { name: 'account-orders-id-return', path: '/account/orders/:id/return', numericParams: ['id'], shop: true, personal: true },
  {
    name: 'account-orders-id-return-idReturn',
    path: '/account/orders/:id/return/:idReturn',
    numericParams: ['id', 'idReturn'],
    shop: true,
    personal: true,
  },
  { name: 'auth', path: '/auth', personal: true },
  { name: 'cart', path: '/cart', shop: true, personal: true },
  { name: 'cart-address', path: '/cart/address', shop: true, personal: true },
  { name: 'cart-shipping', path: '/cart/shipping', shop: true, personal: true },
  { name: 'cart-payment', path: '/cart/payment', shop: true, personal: true },
  { name: 'cart-success-id', path: '/cart/success/:id?', numericParams: ['id'], shop: true, personal: true },
  { name: 'order-success', path: '/order/success', shop: true, personal: true },
  { name: 'order-cancel', path: '/order/cancel', shop: true, personal: true },
  { name: 'order-error', path: '/order/error', shop: true, personal: true },
  { name: 'order-cawl-result', path: '/order/cawl/result', shop: true, personal: true },
  { name: 'order-cawl-result-id', path: '/order/cawl/result/:id', numericParams: ['id'], shop: true, personal: true },
  { name: 'password-reset-ask', path: '/password/reset/ask', personal: true },
  { name: 'password-reset-token', path: '/password/reset/:token?', personal: true },
  { name: 'cookie-policy', path: '/cookie-policy' },
  { name: 'legal-notice', path: '/legal-notice' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'sale-terms', path: '/sale-terms' },
  { name: 'use-terms', path: '/use-terms' },
  { name: 'demander-un-devis', path: '/demander-un-devis' },
  { name: 'products-search', path: '/products/search', shop: true },
  { name: 'products-slug-id', path: '/products/:slug?/:id', numericParams: ['id'], shop: true },
  {
    name: 'products-slug-id-idDeclination-customize',
    path: '/products/:slug?/:id?/:idDeclination/customize',
    numericParams: ['id', 'idDeclination'],
    shop: true,
  },
  ...CONTENT_DETAIL_KINDS.map((kind) => ({ name: `${kind}-slug-id`, path: `/${kind}/:slug?/:id`, numericParams: ['id'] })),
  ...ELEMENT_DETAIL_LISTS.map((list) => ({ name: `${list}-slug-id`, path: `/${list}/:slug?/:id`, numericParams: ['id'] })),
  { name: 'wines-slug-id', path: '/wines/:slug?/:id', numericParams: ['id'], shop: true },
  {
    name: 'wines-slug-id-detail-idDeclination',
    path: '/wines/:slug/:id/detail/:idDeclination',
    numericParams: ['id', 'idDeclination'],
    shop: true,
  },
  { name: 'wines-slug-id-year', path: '/wines/:slug/:id/:year', numericParams: ['id', 'year'], shop: true },
];

/**
 * Personal pages the web server renders itself, outside the route table (runtime/tools/admin/): the
 * admin panel (`/admin…`, `/en/admin…`) and the development mailbox (`/_mail`). Never crawled
 * nor cached, like the personal fixed routes; anyone but an admin gets the site's 404.
 */
export const SERVER_PERSONAL_PATHS: readonly string[] = ['/admin', '/_mail'];

export const fixedRouteByName: ReadonlyMap<string, FixedRoute> = new Map(
  fixedRoutes.map((route) => [route.name, route]),
);

/**
 * The path prefixes of the personal routes, in both languages (`/cart`, `/en/cart`, …): each
 * route's path up to its first parameter, without the prefixes another one already covers.
 */
export function personalPathPrefixes(): string[] {
  const prefixes = new Set<string>();
  for (const path of SERVER_PERSONAL_PATHS) {
    prefixes.add(path);
    prefixes.add(withLocalePrefix(path, 'en'));
  }
  for (const route of fixedRoutes) {
    if (!route.personal) continue;
    const fixed = route.path.split('/:')[0] ?? route.path;
    prefixes.add(fixed);
    prefixes.add(withLocalePrefix(fixed, 'en'));
  }
  const sorted = [...prefixes].sort();
  return sorted.filter((prefix) => !sorted.some((other) => other !== prefix && prefix.startsWith(`${other}/`)));
}
