import { describe, expect, it } from 'vitest';
import { addQuantityRule, addQuantityStep } from './add-quantity-rule.ts';
import { validateQuantity } from './validate-quantity.ts';

describe('addQuantityRule', () => {
  it('sells a wine by its declination’s multiple of bottles', () => {
    const rule = addQuantityRule('WINE', { sellByMultipleOf: 6, setQuantity: false, quantity: 0 });
    expect(validateQuantity({ ...rule, quantity: 4 })).toMatchObject({ code: 'NOT_MULTIPLE_BOTTLES', params: { n: 6 }, fallback: 6 });
    expect(validateQuantity({ ...rule, quantity: 12 })).toEqual({ ok: true });
    expect(addQuantityStep('WINE', { sellByMultipleOf: 6 })).toBe(6);
  });
  it('counts a box in cases: any whole number of cases, whatever bottles it holds', () => {
    const rule = addQuantityRule('BOX', { sellByMultipleOf: 12, setQuantity: true, quantity: 2 });
    expect(validateQuantity({ ...rule, quantity: 1 })).toEqual({ ok: true });
    expect(validateQuantity({ ...rule, quantity: 3 })).toMatchObject({ code: 'OUT_OF_STOCK', params: { n: 2 } });
    expect(addQuantityStep('BOX', { sellByMultipleOf: 12 })).toBe(1);
  });
  it('sells other goods by their declination’s multiple, stock ignored when not tracked', () => {
    const rule = addQuantityRule('OTHER', { sellByMultipleOf: 2, setQuantity: false, quantity: 0 });
    expect(validateQuantity({ ...rule, quantity: 3 })).toMatchObject({ code: 'NOT_MULTIPLE', params: { n: 2 }, fallback: 2 });
    expect(validateQuantity({ ...rule, quantity: 40 })).toEqual({ ok: true });
    expect(addQuantityStep('OTHER', { sellByMultipleOf: 2 })).toBe(2);
  });
});
