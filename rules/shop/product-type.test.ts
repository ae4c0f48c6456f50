import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES, productTypeTraits } from './product-type.ts';

describe('productTypeTraits', () => {
  it('ships wine, boxes and other goods, and counts bottles only for wine and boxes', () => {
    expect(productTypeTraits('WINE')).toMatchObject({ shipped: true, countsBottles: true, capacity: true, vintage: true, issuesVoucher: false });
    expect(productTypeTraits('BOX')).toMatchObject({ shipped: true, countsBottles: true });
    expect(productTypeTraits('OTHER')).toMatchObject({ shipped: true, countsBottles: false, capacity: false, vintage: false });
  });

  it('ships no voucher, counts no bottle in it, gives it no capacity nor vintage, and issues a code for it', () => {
    expect(productTypeTraits('VOUCHER')).toEqual({ shipped: false, countsBottles: false, capacity: false, vintage: false, issuesVoucher: true });
  });

  it('treats an unknown type as other goods', () => {
    expect(productTypeTraits('SOMETHING')).toEqual(productTypeTraits('OTHER'));
  });

  it('lists every type once', () => {
    expect(new Set(PRODUCT_TYPES).size).toBe(PRODUCT_TYPES.length);
  });
});
