import type { Locale } from '../../../rules/locale.ts';
import type { ServedPage } from '../../../schemas/api/pages.ts';
import { withLocalePrefix } from './locale.ts';
import { pageLink } from './page-link.ts';

/** One entry of the main menu. `href` is null for a text-only parent (it only opens its submenu). */
export interface MenuItem {
  id: number;
  label: string;
  href: string | null;
  external: boolean;
  /** The page's `menuIcon`: a picture of the site's media shown beside the label (decorative), or null. */
  icon?: string | null;
  /** The page's `reload`: the entry loads a whole new document instead of navigating in the page. */
  reload?: boolean;
  children: MenuItem[];
}

function byOrder(a: ServedPage, b: ServedPage): number {
  return (a.order ?? 0) - (b.order ?? 0) || a.id - b.id;
}

function itemOf(page: ServedPage, parentPath: string, locale: Locale): MenuItem {
  const path = `${parentPath}/${page.url}`;
  const link = pageLink(page, locale);
  const href = page.isText === true ? null : (link?.href ?? withLocalePrefix(path, locale));
  const external = page.isText !== true && link?.external === true;
  return {
    id: page.id,
    label: page.menuTitle?.trim() || page.title,
    href,
    external,
    icon: page.menuIcon ?? null,
    reload: page.reload === true,
    children: menuItems(page.children ?? [], locale, path),
  };
}

/**
 * The main menu from the page tree (plain strings, one locale): pages with `showInMenu`, sorted by
 * `order`, at any depth; paths are the slugs joined under the locale prefix (`/en/…`).
 * A text-only parent (`isText`) has no link; a page link of type INTERNAL/EXTERNAL wins.
 */
export function menuItems(pages: readonly ServedPage[], locale: Locale, parentPath = ''): MenuItem[] {
  return pages
    .filter((page) => page.showInMenu === true)
    .sort(byOrder)
    .map((page) => itemOf(page, parentPath, locale));
}

/** The path of the first page (depth-first) whose `cms.route` is `route`, or null. */
export function pagePathByRoute(
  pages: readonly ServedPage[],
  route: string,
  locale: Locale,
  parentPath = '',
): string | null {
  for (const page of pages) {
    const path = `${parentPath}/${page.url}`;
    if (page.cms?.route === route) return withLocalePrefix(path, locale);
    const found = pagePathByRoute(page.children ?? [], route, locale, path);
    if (found) return found;
  }
  return null;
}
