import type { ServedPage } from '../../../schemas/api/pages.ts';

export interface IndexedPage {
  page: ServedPage;
  /** Absolute path without language prefix, e.g. `/voyages-organises/sejour-sportif-scolaire`. */
  path: string;
  /** Ids from the top-level ancestor down to this page. */
  trail: readonly number[];
}

export interface PathIndex {
  byPath: ReadonlyMap<string, IndexedPage>;
  byId: ReadonlyMap<number, IndexedPage>;
}

/**
 * Walks the page tree of one language once and indexes every page by its full slug path and by
 * id, so resolving a request path is one Map lookup whatever the size of the tree. A page whose
 * slug is empty is not addressable by path (it stays reachable by id). The first page claiming
 * a path keeps it (tree order), so a duplicate slug cannot hijack an existing page.
 */
export function buildPathIndex(tree: readonly ServedPage[]): PathIndex {
  const byPath = new Map<string, IndexedPage>();
  const byId = new Map<number, IndexedPage>();
  const stack: { pages: readonly ServedPage[]; prefix: string; trail: readonly number[] }[] = [
    { pages: tree, prefix: '', trail: [] },
  ];
  while (stack.length > 0) {
    const { pages, prefix, trail } = stack.pop()!;
    for (const page of pages) {
      const slug = normaliseSlug(page.url);
      const path = slug ? `${prefix}/${slug}` : prefix || '/';
      const entry: IndexedPage = { page, path, trail: [...trail, page.id] };
      if (!byId.has(page.id)) byId.set(page.id, entry);
      if (slug && !byPath.has(path)) byPath.set(path, entry);
      if (page.children && page.children.length > 0) {
        stack.push({ pages: page.children, prefix: slug ? path : prefix, trail: entry.trail });
      }
    }
  }
  return { byPath, byId };
}

/** Looks a request path (without language prefix) up; trailing slashes and case are ignored. */
export function findPageByPath(index: PathIndex, path: string): IndexedPage | undefined {
  return index.byPath.get(normalisePath(path));
}

export function normalisePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape is looked up as written, and simply finds nothing
  }
  const trimmed = decoded.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.replace(/\/{2,}/g, '/');
}

function normaliseSlug(url: string): string {
  return url.trim().replace(/^\/+|\/+$/g, '').toLowerCase();
}
