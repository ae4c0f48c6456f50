import { fixedRouteByName } from '../../engine/router/fixed-routes.ts';
import { parseRouteId } from '../../engine/router/route-table.ts';
import type { PageFrame } from './loader-data.ts';

/**
 * Blocks that show their own breadcrumb (they know the list an item belongs to, or a blog's
 * folders): on their pages the page route shows none, so the trail and its BreadcrumbList are
 * written once.
 */
export const OWN_BREADCRUMB_BLOCKS: ReadonlySet<string> = new Set(['album', 'blog', 'blog-article', 'element-detail', 'news-detail', 'service-detail']);

/**
 * Whether the page route shows the page's breadcrumb: on every page below the home that search
 * engines index and that has the site's frame (tree pages, detail pages, legal pages, the quote
 * form), unless one of its blocks shows its own. Not on the home, nor on a visitor's own pages
 * (account, cart, checkout), nor on the shop's pages (products and catalogue: their blocks' above
 * the fold is laid out without one).
 */
export function pageBreadcrumbShown(page: { routeId: string; frame: PageFrame; blockTypes: readonly string[] }): boolean {
  if (page.frame !== 'SITE') return false;
  const name = parseRouteId(page.routeId)?.name;
  if (name === undefined || name === 'home') return false;
  const route = fixedRouteByName.get(name);
  if (route?.personal || route?.shop) return false;
  return !page.blockTypes.some((type) => OWN_BREADCRUMB_BLOCKS.has(type));
}
