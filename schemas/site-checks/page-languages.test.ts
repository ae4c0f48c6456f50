import { describe, expect, it } from 'vitest';
import { checkPageLanguages } from './page-languages.ts';
import { page, pagesDocument } from './page-fixture.test-utils.ts';

describe('checkPageLanguages', () => {
  it('accepts pages with every text in both languages', () => {
    expect(checkPageLanguages(pagesDocument([page(1, 'a', 'a')]))).toEqual([]);
  });

  it('reports an empty English title and a missing menu title', () => {
    const child = page(2, 'b', 'b', { idParent: 1, title: { fr: 'Titre', en: ' ' } });
    const { menuTitle: _, ...withoutMenuTitle } = page(1, 'a', 'a', { children: [child] });
    const errors = checkPageLanguages(pagesDocument([withoutMenuTitle]));
    expect(errors.map((e) => [e.pointer, e.message])).toEqual([
      ['/pages/0', 'missing "menuTitle": every page needs it in French and English'],
      ['/pages/0/children/0/title/en', 'empty English title: every page needs it in both languages'],
    ]);
  });
});
