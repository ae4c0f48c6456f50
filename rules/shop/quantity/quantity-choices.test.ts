import { describe, expect, it } from 'vitest';
import { quantityChoices } from './quantity-choices.ts';
import { addQuantityRule } from './add-quantity-rule.ts';
import { validateQuantity } from './validate-quantity.ts';

describe('quantityChoices', () => {
  it('offers a box of 6 bottles by the case: 1, 2, 3 … 20 (decision 0008)', () => {
    expect(quantityChoices('BOX', { sellByMultipleOf: 6 })).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
  it('keeps 1 case on offer once 6 cases are in the cart', () => {
    expect(quantityChoices('BOX', { sellByMultipleOf: 6 }, 6)[0]).toBe(1);
  });
  it('offers a wine sold by 6 by its bottles: 6, 12 … 120', () => {
    const options = quantityChoices('WINE', { sellByMultipleOf: 6 });
    expect(options[0]).toBe(6);
    expect(options.at(-1)).toBe(120);
  });
  it('offers nothing above the stock left when the stock is tracked', () => {
    expect(quantityChoices('OTHER', { sellByMultipleOf: 1, setQuantity: true, quantity: 3 })).toEqual([1, 2, 3]);
    expect(quantityChoices('OTHER', { sellByMultipleOf: 1, setQuantity: false, quantity: 3 })).toHaveLength(20);
  });
  it('keeps the current quantity in the list', () => {
    expect(quantityChoices('OTHER', { sellByMultipleOf: 1, setQuantity: true, quantity: 2 }, 5)).toEqual([1, 2, 5]);
  });
  it('offers only quantities the API accepts', () => {
    for (const type of ['WINE', 'BOX', 'OTHER'] as const) {
      const declination = { sellByMultipleOf: 6, setQuantity: true, quantity: 40 };
      for (const quantity of quantityChoices(type, declination)) {
        expect(validateQuantity({ quantity, ...addQuantityRule(type, declination) })).toEqual({ ok: true });
      }
    }
  });
});
