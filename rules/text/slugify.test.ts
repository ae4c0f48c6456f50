import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it('lower-cases and removes accents', () => {
    expect(slugify('Séjour Scolaire Neige')).toBe('sejour-scolaire-neige');
    expect(slugify('Château Élégant')).toBe('chateau-elegant');
  });
  it('collapses runs of non-alphanumerics into one hyphen', () => {
    expect(slugify('Vin  rouge -- & blanc!!')).toBe('vin-rouge-blanc');
  });
  it('drops leading and trailing hyphens', () => {
    expect(slugify('  --Hello world--  ')).toBe('hello-world');
  });
  it('spells ligatures out', () => {
    expect(slugify('Cœur de Bœuf')).toBe('coeur-de-boeuf');
  });
  it('keeps digits', () => {
    expect(slugify('Cuvée 2019 75cl')).toBe('cuvee-2019-75cl');
  });
  it('returns an empty slug for a name without letters or digits', () => {
    expect(slugify('—!')).toBe('');
  });
  it('rejects a non-string', () => {
    expect(() => slugify(42 as unknown as string)).toThrow('slugify expects a string');
  });
});
