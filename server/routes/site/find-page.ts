import type { IndexedPage, PageIndex } from '../../config/page-index.ts';
import type { Locale } from '../../../rules/locale.ts';

/** True when the page and all its ancestors are published. */
export function isPublished(entry: IndexedPage, index: PageIndex): boolean {
  return entry.page.isValid && entry.ancestors.every((id) => index.byId.get(id)?.page.isValid !== false);
}

/**
 * Finds a published page by id (`12`), by slug in the request language then in the other one
 * (`location-minibus-vendee`), or by full path (`/entreprise/notre-histoire`, `/en/…`).
 */
export function findPage(index: PageIndex, key: string, lang: Locale): IndexedPage | undefined {
  const trimmed = key.trim();
  let entry: IndexedPage | undefined;
  if (/^\d+$/.test(trimmed)) {
    entry = index.byId.get(Number(trimmed));
  } else if (trimmed.includes('/')) {
    const path = `/${trimmed.replace(/^\/+|\/+$/g, '')}`;
    entry = index.byPath.get(path);
  } else {
    const [first, second] = lang === 'en' ? (['en', 'fr'] as const) : (['fr', 'en'] as const);
    entry = index.bySlug[first].get(trimmed) ?? index.bySlug[second].get(trimmed);
  }
  return entry && isPublished(entry, index) ? entry : undefined;
}
