import { describe, expect, it } from 'vitest';
import { declinationVariations } from './declination-variations.ts';
import { declinationName } from './declination-name.ts';
import type { VariationLabel } from './declination-variations.ts';

const variations: VariationLabel[] = [
  { id: 1, label: 'Cuvée', values: [{ id: 10, value: 'Prestige' }] },
  { id: 2, label: 'size', displayLabel: 'Format', values: [{ id: 20, value: 'Magnum' }] },
];

describe('declinationVariations (§3: declinations carry variation1..3 labels)', () => {
  it('gives each of the three slots its variation labels and value, null where none', () => {
    expect(declinationVariations({ variations: [{ idVariation: 2, id: 20 }, { idVariation: 1, id: 10 }] }, variations)).toEqual([
      { idVariation: 2, id: 20, label: 'size', displayLabel: 'Format', value: 'Magnum' },
      { idVariation: 1, id: 10, label: 'Cuvée', displayLabel: null, value: 'Prestige' },
      null,
    ]);
  });

  it('leaves a slot null for an unknown variation or value', () => {
    const errors: string[] = [];
    expect(declinationVariations({ variations: [{ idVariation: 9, id: 1 }, { idVariation: 1, id: 99 }] }, variations, (line) => errors.push(line))).toEqual([null, null, null]);
    expect(errors).toEqual(['declination name: variations: no item for key 9']);
  });

  it('reads positional values with the labels in order', () => {
    expect(declinationVariations({ variation1: 2019 }, [{ label: 'Millésime' }])).toEqual([
      { idVariation: null, id: null, label: 'Millésime', displayLabel: null, value: '2019' },
      null,
      null,
    ]);
  });

  it('names a served declination from its own variation1..3, without the variation list', () => {
    const served = declinationVariations({ variations: [{ idVariation: 2, id: 20 }, { idVariation: 1, id: 10 }] }, variations);
    const [variation1, variation2, variation3] = served;
    expect(declinationName({ variation1, variation2, variation3 }, [])).toBe('Format : Magnum - Cuvée : Prestige');
  });
});
