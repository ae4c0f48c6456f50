import type { TextPair } from '../../../rules/text/pick-text.ts';
/** A page of pages.json as the editor changes it (the other fields are kept as they are). */
export interface PageNode {
  id: number;
  idParent: number | null;
  order: number;
  showInMenu: boolean;
  cms: { isCmsPage: boolean; route: string | null };
  title: TextPair;
  menuTitle?: TextPair | null;
  metaDescription?: TextPair | null;
  url: TextPair;
  children: PageNode[];
  [other: string]: unknown;
}

export interface PagesDoc {
  pages: PageNode[];
  [other: string]: unknown;
}

/** The fields a page's settings form edits. */
export interface PageFields {
  title: TextPair;
  menuTitle: TextPair;
  metaDescription: TextPair;
  url: TextPair;
  showInMenu: boolean;
}

/** Every page of the tree, depth first, with its depth. */
export function flattenPages(pages: readonly PageNode[], depth = 0): { page: PageNode; depth: number }[] {
  return pages.flatMap((page) => [{ page, depth }, ...flattenPages(page.children, depth + 1)]);
}

export function findPage(pages: readonly PageNode[], id: number): PageNode | null {
  return flattenPages(pages).find((entry) => entry.page.id === id)?.page ?? null;
}

/** The pages with `id` taken out of the tree (and the page taken, or null). */
function takePage(pages: readonly PageNode[], id: number): [PageNode[], PageNode | null] {
  let taken: PageNode | null = null;
  const walk = (list: readonly PageNode[]): PageNode[] =>
    list.flatMap((page) => {
      if (page.id === id) {
        taken = page;
        return [];
      }
      return [{ ...page, children: walk(page.children) }];
    });
  const next = walk(pages);
  return [next, taken];
}

/** Siblings ordered again 0, 10, 20… in their list order (the order pages.json keeps). */
const renumber = (list: PageNode[]): PageNode[] => list.map((page, index) => ({ ...page, order: index * 10 }));

/** The pages with `page` put under `parentId` (null: top level) at `position` among its siblings. */
function placePage(pages: readonly PageNode[], page: PageNode, parentId: number | null, position: number): PageNode[] {
  const insert = (list: readonly PageNode[]): PageNode[] => {
    const next = [...list];
    next.splice(Math.max(0, Math.min(position, next.length)), 0, { ...page, idParent: parentId });
    return renumber(next);
  };
  if (parentId === null) return insert(pages);
  const walk = (list: readonly PageNode[]): PageNode[] =>
    list.map((one) => (one.id === parentId ? { ...one, children: insert(one.children) } : { ...one, children: walk(one.children) }));
  return walk(pages);
}

export function updatePage(doc: PagesDoc, id: number, fields: Partial<PageFields>): PagesDoc {
  const walk = (list: readonly PageNode[]): PageNode[] =>
    list.map((page) => (page.id === id ? { ...page, ...fields } : { ...page, children: walk(page.children) }));
  return { ...doc, pages: walk(doc.pages) };
}

export function removePage(doc: PagesDoc, id: number): PagesDoc {
  return { ...doc, pages: takePage(doc.pages, id)[0] };
}

/** The page moved under `parentId` at `position` among its new siblings (a page never goes under itself). */
export function movePage(doc: PagesDoc, id: number, parentId: number | null, position: number): PagesDoc {
  const [rest, page] = takePage(doc.pages, id);
  if (!page || (parentId !== null && (parentId === id || findPage(page.children, parentId)))) return doc;
  return { ...doc, pages: placePage(rest, page, parentId, position) };
}

/** The parent's id and the page's place among its siblings. */
export function placeOf(pages: readonly PageNode[], id: number): { parentId: number | null; position: number } | null {
  const search = (list: readonly PageNode[], parentId: number | null): { parentId: number | null; position: number } | null => {
    for (const [position, page] of list.entries()) {
      if (page.id === id) return { parentId, position };
      const found = search(page.children, page.id);
      if (found) return found;
    }
    return null;
  };
  return search(pages, null);
}

/** A component route (`components/<route>.json`) from a slug, not used by `taken`. */
export function freeRoute(slug: string, taken: ReadonlySet<string>): string {
  const base = slug.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'page';
  let route = base;
  for (let n = 2; taken.has(route); n += 1) route = `${base}-${n}`;
  return route;
}

/**
 * The pages with a new CMS page under `parentId` (last among its siblings): the other fields
 * copied from `template` (a page of the site), a new id, its component route and its fields.
 */
export function addPage(doc: PagesDoc, template: PageNode, parentId: number | null, route: string, fields: PageFields): { doc: PagesDoc; id: number } {
  const id = Math.max(0, ...flattenPages(doc.pages).map((entry) => entry.page.id)) + 1;
  const page: PageNode = { ...structuredClone(template), id, idParent: parentId, order: 0, cms: { isCmsPage: true, route }, ...fields, children: [] };
  const siblings = parentId === null ? doc.pages : (findPage(doc.pages, parentId)?.children ?? []);
  return { doc: { ...doc, pages: placePage(doc.pages, page, parentId, siblings.length) }, id };
}

/** Each page's JSON pointer in pages.json (`/pages/0/children/1`), as the validator's errors name it. */
export function pagePointers(pages: readonly PageNode[], base = '/pages'): Map<string, number> {
  const map = new Map<string, number>();
  pages.forEach((page, index) => {
    map.set(`${base}/${index}`, page.id);
    for (const [pointer, id] of pagePointers(page.children, `${base}/${index}/children`)) map.set(pointer, id);
  });
  return map;
}

/** The page an error of pages.json points into and the field's pointer inside the page (`/title/fr`), or null. */
export function pageOfPointer(pages: readonly PageNode[], pointer: string): { id: number; field: string } | null {
  let best: { id: number; field: string } | null = null;
  let length = -1;
  for (const [at, id] of pagePointers(pages)) {
    if ((pointer === at || pointer.startsWith(`${at}/`)) && at.length > length) {
      best = { id, field: pointer.slice(at.length) };
      length = at.length;
    }
  }
  return best;
}

/** A page's French and English paths (`/nos-vins/coffrets`, `/en/our-wines/boxes`). */
export function pagePaths(pages: readonly PageNode[], id: number): TextPair | null {
  const search = (list: readonly PageNode[], fr: string, en: string): TextPair | null => {
    for (const page of list) {
      const paths = { fr: `${fr}/${page.url.fr}`, en: `${en}/${page.url.en}` };
      if (page.id === id) return paths;
      const found = search(page.children, paths.fr, paths.en);
      if (found) return found;
    }
    return null;
  };
  return search(pages, '', '/en');
}
