import type { Page } from '../../schemas/site/page.schema.ts';
import type { ServedPaths } from '../../schemas/api/pages.ts';

/** Absolute paths of a page in each language: French without prefix, English under /en. */
export type PagePaths = ServedPaths;

/** One page of the tree with what the index computed for it. */
export interface IndexedPage {
  page: Page;
  paths: PagePaths;
  /** Ids from the top-level ancestor down to the parent. */
  ancestors: number[];
}

export interface PageIndex {
  byId: Map<number, IndexedPage>;
  /** Slug (one segment) → page, per language; the first page in tree order wins a duplicate. */
  bySlug: { fr: Map<string, IndexedPage>; en: Map<string, IndexedPage> };
  /** Full path (`/entreprise/notre-histoire`, `/en/company/our-history`) → page. */
  byPath: Map<string, IndexedPage>;
  /** Duplicate ids or slugs met while indexing, as readable messages. */
  problems: string[];
}

/** Walks the page tree once and builds the Maps the API reads per request. */
export function indexPages(pages: readonly Page[]): PageIndex {
  const index: PageIndex = { byId: new Map(), bySlug: { fr: new Map(), en: new Map() }, byPath: new Map(), problems: [] };
  const visit = (list: readonly Page[], parent: PagePaths | null, ancestors: number[]) => {
    for (const page of list) {
      const paths: PagePaths = {
        fr: `${parent ? parent.fr : ''}/${page.url.fr}`,
        en: `${parent ? parent.en : '/en'}/${page.url.en}`,
      };
      const entry: IndexedPage = { page, paths, ancestors };
      if (index.byId.has(page.id)) index.problems.push(`duplicate page id ${page.id}`);
      else index.byId.set(page.id, entry);
      for (const lang of ['fr', 'en'] as const) {
        const slug = page.url[lang];
        if (!index.bySlug[lang].has(slug)) index.bySlug[lang].set(slug, entry);
      }
      index.byPath.set(paths.fr, entry);
      index.byPath.set(paths.en, entry);
      visit(page.children, paths, [...ancestors, page.id]);
    }
  };
  visit(pages, null, []);
  return index;
}
