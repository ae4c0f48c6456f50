import type { Page } from '../site/page.schema.ts';
import type { Lang } from '../../rules/locale.ts';
import type { TextPair } from '../../rules/text/pick-text.ts';

/** One page of the tree with its JSON pointer in pages.json and its absolute path per language. */
export interface PageEntry {
  page: Page;
  pointer: string;
  /** Pointer of the list holding the page and its siblings (`/pages`, `/pages/0/children`). */
  siblings: string;
  paths: TextPair;
}

/**
 * Every page of the tree, depth first: French paths have no prefix (`/entreprise/notre-histoire`),
 * English ones start with `/en` (`/en/company/our-history`).
 */
export function pageEntries(pages: readonly Page[]): PageEntry[] {
  const out: PageEntry[] = [];
  const walk = (list: readonly Page[], base: string, parent: Record<Lang, string[]>) =>
    list.forEach((page, index) => {
      const segments = { fr: [...parent.fr, page.url.fr], en: [...parent.en, page.url.en] };
      const pointer = `${base}/${index}`;
      out.push({ page, pointer, siblings: base, paths: { fr: `/${segments.fr.join('/')}`, en: `/en/${segments.en.join('/')}` } });
      walk(page.children, `${pointer}/children`, segments);
    });
  walk(pages, '/pages', { fr: [], en: [] });
  return out;
}

/** The set of tree page paths in each language. */
export function pagePathSets(pages: readonly Page[]): Record<Lang, Set<string>> {
  const entries = pageEntries(pages);
  return { fr: new Set(entries.map((e) => e.paths.fr)), en: new Set(entries.map((e) => e.paths.en)) };
}
