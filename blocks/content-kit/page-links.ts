/** The number of pages of a list of `total` items shown `pageSize` at a time (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** The query string of page `page`, other parameters kept; page 1 drops `page` (one URL per page). */
export function pageSearch(search: string, page: number, key = 'page'): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(key);
  else params.set(key, String(page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The page numbers to link: the first, the last, and two on each side of the current page;
 * `null` marks a gap. Example: page 6 of 12 → 1 … 4 5 6 7 8 … 12.
 */
export function visiblePages(current: number, count: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= count; page += 1) {
    if (page === 1 || page === count || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
