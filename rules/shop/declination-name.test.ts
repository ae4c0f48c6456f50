import { describe, expect, it } from 'vitest';
import { declinationName } from './declination-name.ts';
import type { DeclinationValues, VariationLabel } from './declination-name.ts';

describe('declinationName with positional values', () => {
  const labels = [{ label: 'Millésime' }, { label: 'capacity', displayLabel: 'Contenance' }, { label: 'Étiquette' }];

  it('joins label : value pairs with a hyphen', () => {
    expect(declinationName({ variation1: 2019, variation2: '75 cl', variation3: 'Or' }, labels)).toBe(
      'Millésime : 2019 - Contenance : 75 cl - Étiquette : Or',
    );
  });
  it('prefers the display label', () => {
    expect(declinationName({ variation2: '37,5 cl' }, labels)).toBe('Contenance : 37,5 cl');
  });
  it('skips null variations and empty values', () => {
    expect(declinationName({ variation1: '2020', variation2: '', variation3: 'Argent' }, [labels[0]!, null, labels[2]!])).toBe(
      'Millésime : 2020 - Étiquette : Argent',
    );
  });
  it('returns an empty name when nothing applies', () => {
    expect(declinationName({}, labels)).toBe('');
  });
  it('rejects a missing declination', () => {
    expect(() => declinationName(null as unknown as DeclinationValues, labels)).toThrow('expects a declination object');
  });
});

describe('declinationName with catalogue references', () => {
  const variations: VariationLabel[] = [
    { id: 1, label: 'Cuvée', values: [{ id: 10, value: 'Prestige' }, { id: 11, value: 'Tradition' }] },
    { id: 2, label: 'size', displayLabel: 'Format', values: [{ id: 20, value: 'Magnum' }] },
    { id: 3, label: 'Gravure', values: [{ id: 30, value: 'Prénom' }] },
    { id: 4, label: 'Coffret', values: [{ id: 40, value: 'Bois' }] },
  ];

  it('looks variations and values up by id', () => {
    expect(declinationName({ variations: [{ idVariation: 2, id: 20 }, { idVariation: 1, id: 11 }] }, variations)).toBe(
      'Format : Magnum - Cuvée : Tradition',
    );
  });
  it('skips unknown variations or values, and logs an unknown variation as an error (§8)', () => {
    const errors: string[] = [];
    expect(declinationName({ variations: [{ idVariation: 9, id: 1 }, { idVariation: 1, id: 99 }, { idVariation: 3, id: 30 }] }, variations, (line) => errors.push(line))).toBe(
      'Gravure : Prénom',
    );
    expect(errors).toEqual(['declination name: variations: no item for key 9']);
  });
  it('uses at most three variations', () => {
    const refs = [{ idVariation: 1, id: 10 }, { idVariation: 2, id: 20 }, { idVariation: 3, id: 30 }, { idVariation: 4, id: 40 }];
    expect(declinationName({ variations: refs }, variations)).not.toContain('Coffret');
  });
});

describe('declinationName in English (issue 36, item 8; decision 0058)', () => {
  const labels = [{ label: 'Vintage' }, { label: 'Size', displayLabel: 'Bottle size' }];
  it('takes no space before the colon and joins the parts with a middle dot', () => {
    expect(declinationName({ variation1: 2024, variation2: '75 cl' }, labels, undefined, 'en')).toBe('Vintage: 2024 · Bottle size: 75 cl');
    expect(declinationName({ variation1: 2024, variation2: '75 cl' }, [{ label: 'Millésime' }, { label: 'Format' }], undefined, 'fr_FR')).toBe('Millésime : 2024 - Format : 75 cl');
  });
});
