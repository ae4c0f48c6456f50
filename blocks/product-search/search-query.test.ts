import { describe, expect, it } from 'vitest';
import { searchQuery } from './search-query.ts';

describe('searchQuery', () => {
  it('reads the search, repeated kinds and tags, and the page', () => {
    expect(searchQuery(new URLSearchParams('q=+muscadet+&kind=blanc&kind=rose&tag=cadeau&page=2'))).toEqual({ q: 'muscadet', kinds: ['blanc', 'rose'], tags: ['cadeau'], page: 2 });
  });
  it('drops malformed filters and pages instead of failing', () => {
    expect(searchQuery(new URLSearchParams('kind=<b>&tag=&page=0'))).toEqual({ q: '', kinds: [], tags: [], page: 1 });
  });
});
