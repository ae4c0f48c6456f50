import type { ResolvedPage } from '../../../schemas/api/pages.ts';
import type { LocalePaths } from './site-origin.ts';
import type { SitemapEntry } from './sitemap-xml.ts';

/** The part of a page of `GET /page` that the sitemap reads. */
export type SitemapPage = Pick<ResolvedPage, 'isValid' | 'isText' | 'showInMenu' | 'paths'> & {
  link?: { type: string } | null;
  children?: readonly SitemapPage[];
};

/** Fixed routes always in the sitemap: home and the legal pages (§2 Routes). */
export const FIXED_SITEMAP_PATHS: readonly LocalePaths[] = [
  { fr_FR: '/', en: '/en' },
  ...['legal-notice', 'privacy-policy', 'cookie-policy', 'sale-terms', 'use-terms'].map((name) => ({
    fr_FR: `/${name}`,
    en: `/en/${name}`,
  })),
];

/**
 * The sitemap entries of a site: the fixed routes, then every page of the tree that is valid and
 * shown, in tree order. A hidden or invalid page hides its branch; a text-only parent is left out
 * but its children are kept; pages that are links (external, or internal: their menu entry leads
 * to the target and their own path redirects there) are left out.
 */
export function sitemapEntries(
  pageTree: readonly SitemapPage[],
  fixedPaths: readonly LocalePaths[] = FIXED_SITEMAP_PATHS,
): SitemapEntry[] {
  if (!Array.isArray(pageTree)) throw new TypeError('sitemapEntries: the page tree must be an array of pages');
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  const add = (paths: LocalePaths) => {
    if (seen.has(paths.fr_FR)) return;
    seen.add(paths.fr_FR);
    entries.push({ paths: { fr_FR: paths.fr_FR, en: paths.en } });
  };
  fixedPaths.forEach(add);
  const walk = (pages: readonly SitemapPage[]) => {
    for (const page of pages) {
      if (!page.isValid || !page.showInMenu) continue;
      const link = page.link?.type === 'EXTERNAL' || page.link?.type === 'INTERNAL';
      if (!page.isText && !link) {
        if (typeof page.paths?.fr_FR !== 'string' || typeof page.paths?.en !== 'string') {
          throw new TypeError('sitemapEntries: every page needs paths { fr_FR, en }');
        }
        add(page.paths);
      }
      walk(page.children ?? []);
    }
  };
  walk(pageTree);
  return entries;
}
