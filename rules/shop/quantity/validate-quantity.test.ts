import { describe, expect, it } from 'vitest';
import { validateQuantity } from './validate-quantity.ts';

const wine = { productType: 'WINE' as const, sellByMultipleOf: 1, stockTracked: false };

describe('validateQuantity', () => {
  it('accepts a valid quantity', () => {
    expect(validateQuantity({ ...wine, quantity: 3 })).toEqual({ ok: true });
  });
  it('rejects zero, negative and non-numeric quantities first', () => {
    for (const quantity of [0, -6, Number.NaN]) {
      expect(validateQuantity({ ...wine, quantity, sellByMultipleOf: 6 })).toEqual({
        ok: false, code: 'NOT_POSITIVE', params: { n: 0 }, fallback: 6,
      });
    }
  });
  it('rejects a quantity that is not a multiple of 6', () => {
    expect(validateQuantity({ ...wine, productType: 'OTHER', quantity: 4, sellByMultipleOf: 6 })).toEqual({
      ok: false, code: 'NOT_MULTIPLE', params: { n: 6 }, fallback: 6,
    });
  });
  it('rejects a fractional quantity as not a multiple', () => {
    expect(validateQuantity({ ...wine, quantity: 1.5 })).toMatchObject({ code: 'NOT_MULTIPLE', params: { n: 1 } });
  });
  it('rejects more than the stock of a stock-tracked item', () => {
    expect(validateQuantity({ ...wine, quantity: 12, sellByMultipleOf: 6, stock: 8, stockTracked: true })).toEqual({
      ok: false, code: 'OUT_OF_STOCK', params: { n: 8 }, fallback: 6,
    });
  });
  it('ignores stock when it is not tracked', () => {
    expect(validateQuantity({ ...wine, quantity: 12, stock: 1, stockTracked: false })).toEqual({ ok: true });
  });
  it('rejects wine that is not a multiple of the declination bottles', () => {
    expect(validateQuantity({ ...wine, quantity: 4, declinationSellByMultipleOf: 3 })).toEqual({
      ok: false, code: 'NOT_MULTIPLE_BOTTLES', params: { n: 3 }, fallback: 3,
    });
  });
  it('checks the declination multiple for wine only', () => {
    expect(validateQuantity({ ...wine, productType: 'BOX', quantity: 4, declinationSellByMultipleOf: 3 })).toEqual({ ok: true });
  });
  it('checks the product multiple before the stock', () => {
    expect(validateQuantity({ ...wine, quantity: 5, sellByMultipleOf: 2, stock: 1, stockTracked: true })).toMatchObject({
      code: 'NOT_MULTIPLE',
    });
  });
  it('falls back to a quantity satisfying both multiples', () => {
    expect(validateQuantity({ ...wine, quantity: 0, sellByMultipleOf: 2, declinationSellByMultipleOf: 3 })).toMatchObject({
      fallback: 6,
    });
  });
});
