import { describe, expect, it } from 'vitest';
import { page, pagesDocument } from './page-fixture.test-utils.ts';
import { checkUniqueSlugs } from './unique-slugs.ts';

describe('checkUniqueSlugs', () => {
  it('rejects two sibling pages with the same slug in one language', () => {
    const doc = pagesDocument([page(1, 'contact', 'contact'), page(2, 'contact', 'contact-us')]);
    expect(checkUniqueSlugs(doc)).toEqual([
      { pointer: '/pages/1/url/fr', message: 'duplicate French slug "contact": the sibling page at /pages/0 already uses it (path /contact)' },
    ]);
  });

  it('accepts the same slug under different parents and across languages', () => {
    const doc = pagesDocument([
      page(1, 'a', 'b', { children: [page(3, 'histoire', 'history', { idParent: 1 })] }),
      page(2, 'b', 'a', { children: [page(4, 'histoire', 'history', { idParent: 2 })] }),
    ]);
    expect(checkUniqueSlugs(doc)).toEqual([]);
  });
});
