import { describe, expect, it } from 'vitest';
import { pagePopupIds } from './page-popup-ids.ts';

describe('pagePopupIds', () => {
  const popups = [
    { id: 1, pages: 'ALL' },
    { id: 2, pages: [20, 21] },
  ];

  it('picks the popups of the page from the start-up list', () => {
    expect(pagePopupIds({ popups }, 20)).toEqual([1, 2]);
    expect(pagePopupIds({ popups }, 5)).toEqual([1]);
    expect(pagePopupIds({ popups: [] }, 5)).toEqual([]);
  });

  it('is null when the data has no usable list, so the browser asks GET /popup', () => {
    expect(pagePopupIds({}, 20)).toBeNull();
    expect(pagePopupIds(undefined, 20)).toBeNull();
    expect(pagePopupIds({ popups: [{ id: 'x', pages: 'ALL' }] }, 20)).toBeNull();
    expect(pagePopupIds({ popups: { id: 1 } }, 20)).toBeNull();
  });
});
