import { describe, expect, it } from 'vitest';
import type { Customization, Declination, Resolved, Variation } from './index.ts';
import type { CustomizationCostInput } from '../rules/shop/customization-cost.ts';
import type { DeclinationValues, VariationLabel } from '../rules/shop/declination-name.ts';
import type { BottleCountItem } from '../rules/shop/free-shipping-bottle-count.ts';
import { customizationCost } from '../rules/shop/customization-cost.ts';
import { declinationName } from '../rules/shop/declination-name.ts';

// Compile-time checks (npm run typecheck): the schema types fit the rules' input types.
type Assignable<T, U> = [T] extends [U] ? true : false;
const customizationFits: Assignable<Resolved<Customization['customization']>, CustomizationCostInput> = true;
const variationFits: Assignable<Resolved<Variation>, VariationLabel> = true;
const declinationFits: Assignable<Declination, DeclinationValues> = true;
const lineFits: Assignable<Pick<Declination, 'capacity' | 'capacityUnit' | 'sellByMultipleOf'> & { type: 'WINE'; quantity: number }, BottleCountItem> = true;

describe('schema types and rules', () => {
  it('accept the served catalogue shapes', () => {
    expect([customizationFits, variationFits, declinationFits, lineFits]).toEqual([true, true, true, true]);
    const definition: Resolved<Customization['customization']> = {
      id: 1, type: 'SIMPLE', inputType: 'CHECKBOX', label: 'Coffret cadeau', costType: 'EURO', amount: 4, customizationValues: [],
    };
    expect(customizationCost(definition, { answer: true })).toEqual({ costType: 'EURO', amount: 4 });
    const variation: Resolved<Variation> = { id: 1, label: 'Millésime', values: [{ id: 5, value: '2019' }] };
    expect(declinationName({ variations: [{ idVariation: 1, id: 5 }] }, [variation])).toBe('Millésime : 2019');
  });
});
