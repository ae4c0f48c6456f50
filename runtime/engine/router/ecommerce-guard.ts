import type { RouteEntry } from './route-table.ts';

/** Where the e-commerce guard sends a visitor: '/' for a shop route on a non-shop site, else null. */
export function ecommerceGuard(entry: Pick<RouteEntry, 'shop'>, siteInfo: { isECommerce?: boolean | undefined } | null): string | null {
  if (!entry.shop) return null;
  return siteInfo?.isECommerce === true ? null : '/';
}
