import { describe, expect, it } from 'vitest';
import { quickAddOf } from './quick-add-of.ts';
import type { DeclinationInCents } from '../../schemas/api/shop/product.ts';

const declination = (id: number, sellByMultipleOf = 1): DeclinationInCents => ({
  id, year: 2024, capacity: 75, capacityUnit: 'CENTILITRE', price: 900, priceToPay: 900, quantity: 40, setQuantity: true, sellByMultipleOf,
  discount: null, variations: [], name: '',
});

describe('quickAddOf', () => {
  it('adds the one declination of a product without customization, in its smallest quantity', () => {
    expect(quickAddOf({ productType: 'WINE', hasCustomization: false, declination: [declination(401)] })).toEqual({ idDeclination: 401, quantity: 1 });
    expect(quickAddOf({ productType: 'WINE', hasCustomization: false, declination: [declination(402, 6)] })).toEqual({ idDeclination: 402, quantity: 6 });
    // A box is counted in cases: one case, whatever its bottles.
    expect(quickAddOf({ productType: 'BOX', hasCustomization: false, declination: [declination(801, 6)] })).toEqual({ idDeclination: 801, quantity: 1 });
  });

  it('leaves a product with a choice to make to its page', () => {
    expect(quickAddOf({ productType: 'WINE', hasCustomization: false, declination: [declination(101), declination(102)] })).toBeNull();
    expect(quickAddOf({ productType: 'OTHER', hasCustomization: true, declination: [declination(1301)] })).toBeNull();
    expect(quickAddOf({ productType: 'WINE', declination: [declination(401)] })).toBeNull();
    expect(quickAddOf({ productType: 'WINE', hasCustomization: false, declination: [] })).toBeNull();
  });
});
