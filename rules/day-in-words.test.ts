import { describe, expect, it } from 'vitest';
import { dayInWords } from './day-in-words.ts';

describe('dayInWords', () => {
  it('writes the first of the month "1er" in French', () => {
    expect(dayInWords('2026-12-01', 'fr_FR')).toBe('mardi 1er décembre');
    expect(dayInWords('2026-12-01', 'fr_FR', { year: true })).toBe('mardi 1er décembre 2026');
  });

  it('writes other days as numbers, and English as English', () => {
    expect(dayInWords('2026-12-02', 'fr_FR')).toBe('mercredi 2 décembre');
    expect(dayInWords('2026-12-11', 'fr_FR')).toBe('vendredi 11 décembre');
    expect(dayInWords('2026-12-01', 'en')).toBe('Tuesday, December 1');
  });
});
