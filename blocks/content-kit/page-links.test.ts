import { describe, expect, it } from 'vitest';
import { requestedPage, routeParam } from './load-context.ts';
import { pageCount, pageSearch, visiblePages } from './page-links.ts';

describe('page links', () => {
  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(101, 100)).toBe(2);
    expect(() => pageCount(5, 0)).toThrow(RangeError);
  });

  it('links a page keeping the filters, and page 1 without a page parameter', () => {
    expect(pageSearch('?q=vendanges&page=2', 3)).toBe('?q=vendanges&page=3');
    expect(pageSearch('?q=vendanges&page=2', 1)).toBe('?q=vendanges');
    expect(pageSearch('', 1)).toBe('');
  });

  it('shows the ends and the neighbours of the current page with gaps', () => {
    expect(visiblePages(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
  });
});

describe('load context', () => {
  it('reads a valid page number from the URL and falls back to 1', () => {
    expect(requestedPage({ url: new URL('http://x/actualites?page=4') })).toBe(4);
    expect(requestedPage({ url: new URL('http://x/actualites?page=-2') })).toBe(1);
    expect(requestedPage({ url: new URL('http://x/actualites?page=abc') })).toBe(1);
    expect(requestedPage({})).toBe(1);
  });

  it('takes a route parameter from the URL, else from a prop, else fails clearly', () => {
    expect(routeParam({ params: { slug: 'vendanges-2026' } }, 'slug')).toBe('vendanges-2026');
    expect(routeParam({}, 'id', 3)).toBe('3');
    expect(() => routeParam({}, 'slug')).toThrow('missing route parameter "slug"');
  });
});
