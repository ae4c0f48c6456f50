import { describe, expect, it } from 'vitest';
import { isFrench, toBcp47, toLang, toLocale } from './locale.ts';
import type { Lang } from './locale.ts';

describe('toBcp47', () => {
  it('maps the wire codes to Intl tags', () => {
    expect(toBcp47('fr_FR')).toBe('fr-FR');
    expect(toBcp47('fr')).toBe('fr-FR');
    expect(toBcp47('en')).toBe('en');
  });
  it('rejects an unknown locale with a clear error', () => {
    expect(() => toBcp47('de' as Lang)).toThrow('Unknown locale "de"');
  });
  it('tells French apart', () => {
    expect(isFrench('fr_FR')).toBe(true);
    expect(isFrench('en')).toBe(false);
  });
});

describe('toLang and toLocale', () => {
  it('convert between the API locale and the page language both ways', () => {
    expect(toLang('fr_FR')).toBe('fr');
    expect(toLang('en')).toBe('en');
    expect(toLocale('fr')).toBe('fr_FR');
    expect(toLocale('en')).toBe('en');
    expect(toLocale(toLang('fr_FR'))).toBe('fr_FR');
  });
});
