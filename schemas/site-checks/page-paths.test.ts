import { describe, expect, it } from 'vitest';
import { page } from './page-fixture.test-utils.ts';
import { pageEntries, pagePathSets } from './page-paths.ts';

describe('pageEntries', () => {
  const tree = [page(50, 'entreprise', 'company', { children: [page(51, 'notre-histoire', 'our-history', { idParent: 50 })] })];

  it('gives each page its pointer and its path in French and English', () => {
    expect(pageEntries(tree).map((e) => [e.pointer, e.siblings, e.paths])).toEqual([
      ['/pages/0', '/pages', { fr: '/entreprise', en: '/en/company' }],
      ['/pages/0/children/0', '/pages/0/children', { fr: '/entreprise/notre-histoire', en: '/en/company/our-history' }],
    ]);
  });

  it('collects the paths per language', () => {
    expect([...pagePathSets(tree).en]).toEqual(['/en/company', '/en/company/our-history']);
  });
});
