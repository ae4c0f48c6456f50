import { describe, expect, it } from 'vitest';
import { isPopupList, popupIdsForPage } from './popup-pages.ts';

describe('popup pages', () => {
  it('picks the popups of a page', () => {
    const popups = [{ id: 1, pages: 'ALL' as const }, { id: 2, pages: [10, 20] }, { id: 3, pages: [30] }];
    expect(popupIdsForPage(popups, 20)).toEqual([1, 2]);
    expect(popupIdsForPage(popups, null)).toEqual([1]);
  });

  it('recognises a popup list and rejects anything else', () => {
    expect(isPopupList([{ id: 1, pages: 'ALL' }, { id: 2, pages: [3] }])).toBe(true);
    expect(isPopupList([])).toBe(true);
    expect(isPopupList([{ id: 1.5, pages: 'ALL' }])).toBe(false);
    expect(isPopupList([{ id: 1, pages: 'SOME' }])).toBe(false);
    expect(isPopupList([null])).toBe(false);
    expect(isPopupList({ items: [] })).toBe(false);
  });
});
