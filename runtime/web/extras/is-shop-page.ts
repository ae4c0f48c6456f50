import { fixedRouteByName } from '../../../rules/fixed-routes.ts';
import type { ExtrasPage } from './extras-props.ts';

/** Blocks that sell: a page showing one of them is a shop page, wherever it sits in the tree. */
const SHOP_BLOCKS = new Set(['product-search', 'product-grid', 'product-detail', 'product-customize', 'featured-products', 'product-highlight', 'cart', 'checkout']);

/**
 * Whether the page is where visitors shop (a shop route of §2 such as the catalogue or a product,
 * or a page holding a block that sells): there, announcements show as a bar, never a modal.
 */
export function isShopPage(page: ExtrasPage): boolean {
  if (!page) return false;
  // a route id is `name___fr` or `name___en` (route-table.ts)
  const name = page.routeId?.replace(/___(fr|en)$/, '');
  if (name && fixedRouteByName.get(name)?.shop === true) return true;
  return (page.blockTypes ?? []).some((type) => SHOP_BLOCKS.has(type));
}
