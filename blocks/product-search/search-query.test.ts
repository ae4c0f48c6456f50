import { describe, expect, it } from 'vitest';
import { searchQuery } from './search-query.ts';

describe('searchQuery', () => {
  it('reads the search, repeated kinds and tags, the order and the page', () => {
    expect(searchQuery(new URLSearchParams('q=+muscadet+&kind=blanc&kind=rose&tag=cadeau&sort=vintage&page=2'))).toEqual({ q: 'muscadet', kinds: ['blanc', 'rose'], tags: ['cadeau'], sort: 'vintage', page: 2 });
  });
  it('drops malformed filters, orders and pages instead of failing', () => {
    expect(searchQuery(new URLSearchParams('kind=<b>&tag=&sort=colour&page=0'))).toEqual({ q: '', kinds: [], tags: [], sort: 'price-asc', page: 1 });
  });
});
