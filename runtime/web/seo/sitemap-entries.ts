import type { ResolvedPage } from '../../../schemas/api/pages.ts';
import type { SitemapEntry } from './sitemap-xml.ts';
import type { TextPair } from '../../../rules/text/pick-text.ts';

/** The part of a page of `GET /page` that the sitemap reads. */
export type SitemapPage = Pick<ResolvedPage, 'isValid' | 'isText' | 'showInMenu' | 'paths'> & {
  url?: string;
  cms?: { route?: string | null } | null;
  link?: { type: string } | null;
  children?: readonly SitemapPage[];
};

/** A fixed route of the sitemap: its paths, and the name of its layout (`components/<name>.json`). */
export interface FixedSitemapPath extends TextPair {
  name: string;
  /** Listed only when the site gives the route a layout of its own (a quote form the site may not offer). */
  onlyWithLayout?: boolean;
}

/** Fixed routes in the sitemap: home, the legal pages (§2 Routes), and the quote form and the shop's catalogue where a site has them. */
export const FIXED_SITEMAP_PATHS: readonly FixedSitemapPath[] = [
  { name: 'home', fr: '/', en: '/en' },
  ...['legal-notice', 'privacy-policy', 'cookie-policy', 'sale-terms', 'use-terms'].map((name) => ({ name, fr: `/${name}`, en: `/en/${name}` })),
  { name: 'demander-un-devis', fr: '/demander-un-devis', en: '/en/demander-un-devis', onlyWithLayout: true },
  { name: 'products-search', fr: '/products/search', en: '/en/products/search', onlyWithLayout: true },
];

export interface SitemapEntriesOptions {
  fixedPaths?: readonly FixedSitemapPath[];
  /**
   * The `<lastmod>` of a page from the name of its layout (a tree page's `cms.route`, else its
   * slug; a fixed route's name): null when unknown. Undefined: no `<lastmod>`.
   */
  lastmod?: (layout: string) => string | null;
  /** Whether the site has a layout of that name; routes marked `onlyWithLayout` need one. */
  hasLayout?: (layout: string) => boolean;
}

/**
 * The sitemap entries of a site's pages: the fixed routes, then every page of the tree that is
 * valid, in tree order, whether or not the menu shows it (a page out of the menu is served all the
 * same: a landing page, a 10,000-page site's pages). An invalid page hides its branch (the API
 * serves neither); a text-only parent is left out but its children are kept; pages that are links
 * (external, or internal: their menu entry leads to the target and their own path redirects
 * there) are left out.
 */
export function sitemapEntries(pageTree: readonly SitemapPage[], options: SitemapEntriesOptions = {}): SitemapEntry[] {
  if (!Array.isArray(pageTree)) throw new TypeError('sitemapEntries: the page tree must be an array of pages');
  const { fixedPaths = FIXED_SITEMAP_PATHS, lastmod, hasLayout = () => false } = options;
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  const add = (paths: TextPair, layout: string | null) => {
    if (seen.has(paths.fr)) return;
    seen.add(paths.fr);
    const entry: SitemapEntry = { paths: { fr: paths.fr, en: paths.en } };
    if (lastmod && layout) entry.lastmod = lastmod(layout);
    entries.push(entry);
  };
  for (const fixed of fixedPaths) if (!fixed.onlyWithLayout || hasLayout(fixed.name)) add(fixed, fixed.name);
  const walk = (pages: readonly SitemapPage[]) => {
    for (const page of pages) {
      if (!page.isValid) continue;
      const link = page.link?.type === 'EXTERNAL' || page.link?.type === 'INTERNAL';
      if (!page.isText && !link) {
        if (typeof page.paths?.fr !== 'string' || typeof page.paths?.en !== 'string') {
          throw new TypeError('sitemapEntries: every page needs paths { fr_FR, en }');
        }
        add(page.paths, page.cms?.route || page.url || null);
      }
      walk(page.children ?? []);
    }
  };
  walk(pageTree);
  return entries;
}
