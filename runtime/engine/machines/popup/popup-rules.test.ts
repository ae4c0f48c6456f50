import { describe, expect, it } from 'vitest';
import { isPopupActive, parseServedPopup, popupStorageKey, wasClosedBefore, type ServedPopup } from './popup-rules.ts';

const popup = (extra: Partial<ServedPopup> = {}): ServedPopup => ({ id: 5, isValid: true, title: 'T', html: '<p>x</p>', pages: 'ALL', ...extra });

describe('popup rules', () => {
  it('names the local storage key popup-{id}', () => {
    expect(popupStorageKey(5)).toBe('popup-5');
  });

  it('is active only when valid and within its dates (inclusive)', () => {
    expect(isPopupActive(popup({ startDate: '2026-11-21', endDate: '2026-11-21' }), '2026-11-21')).toBe(true);
    expect(isPopupActive(popup({ startDate: '2026-11-22' }), '2026-11-21')).toBe(false);
    expect(isPopupActive(popup({ isValid: false }), '2026-11-21')).toBe(false);
  });

  it('was closed before only when stored and not shown on every reload', () => {
    const storage = { getItem: (key: string) => (key === 'popup-5' ? '1' : null), setItem: () => {} };
    expect(wasClosedBefore(popup(), storage)).toBe(true);
    expect(wasClosedBefore(popup({ showOnce: false }), storage)).toBe(false);
    expect(wasClosedBefore(popup({ id: 6 }), storage)).toBe(false);
    expect(wasClosedBefore(popup(), null)).toBe(false);
  });

  it('rejects a served popup of the wrong id or shape', () => {
    expect(parseServedPopup(popup(), 5).id).toBe(5);
    expect(() => parseServedPopup(popup(), 6)).toThrow(/sent popup 5/);
    expect(() => parseServedPopup({ ...popup(), title: { fr: 'a', en: 'b' } }, 5)).toThrow(/strings/);
    expect(() => parseServedPopup(null, 5)).toThrow(/no popup/);
  });
});
