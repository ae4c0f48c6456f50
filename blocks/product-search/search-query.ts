import { catalogueSort } from './catalogue-sort.ts';
import type { CatalogueSort } from './catalogue-sort.ts';

/** The catalogue's query in the page URL: `?q=` search, `?kind=` and `?tag=` (repeatable), `?sort=`, `?page=`. */
export interface SearchQuery {
  q: string;
  kinds: string[];
  tags: string[];
  sort: CatalogueSort;
  page: number;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SEARCH = 100;

/** Reads the catalogue query: unknown or malformed values are dropped, never an error. */
export function searchQuery(params: URLSearchParams): SearchQuery {
  const list = (key: string) => [...new Set(params.getAll(key).flatMap((value) => value.split(',')).map((value) => value.trim()).filter((value) => SLUG.test(value)))];
  const page = params.get('page') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    kinds: list('kind'),
    tags: list('tag'),
    sort: catalogueSort(params.get('sort')),
    page: /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : 1,
  };
}
