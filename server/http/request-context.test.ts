import { describe, expect, it } from 'vitest';
import { normalizeLang } from './request-context.ts';

describe('normalizeLang', () => {
  it('defaults to French and accepts fr_FR, fr and en in any case', () => {
    expect(normalizeLang(undefined)).toBe('fr_FR');
    expect(normalizeLang('')).toBe('fr_FR');
    expect(normalizeLang('fr')).toBe('fr_FR');
    expect(normalizeLang('FR-fr')).toBe('fr_FR');
    expect(normalizeLang('en')).toBe('en');
    expect(normalizeLang('en_GB')).toBe('en');
  });
  it('returns null for another language', () => {
    expect(normalizeLang('de')).toBeNull();
  });
});
