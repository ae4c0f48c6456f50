import { describe, expect, it } from 'vitest';
import { isFrench, toBcp47 } from './locale.ts';
import type { LocaleInput } from './locale.ts';

describe('toBcp47', () => {
  it('maps the wire codes to Intl tags', () => {
    expect(toBcp47('fr_FR')).toBe('fr-FR');
    expect(toBcp47('fr')).toBe('fr-FR');
    expect(toBcp47('en')).toBe('en');
  });
  it('rejects an unknown locale with a clear error', () => {
    expect(() => toBcp47('de' as LocaleInput)).toThrow('Unknown locale "de"');
  });
  it('tells French apart', () => {
    expect(isFrench('fr_FR')).toBe(true);
    expect(isFrench('en')).toBe(false);
  });
});
