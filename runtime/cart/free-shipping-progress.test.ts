import { describe, expect, it } from 'vitest';
import { freeShippingProgress } from './free-shipping-progress.ts';

const bottle = (quantity: number, capacity = 75) => ({ type: 'WINE' as const, quantity, capacity, capacityUnit: 'CENTILITRE' as const, sellByMultipleOf: 1 });

describe('freeShippingProgress', () => {
  it('follows the nearer threshold, counting half bottles as §9 says', () => {
    // 8 half bottles count 4; 4/12 bottles beats 30/150 €
    expect(freeShippingProgress([bottle(8, 37.5)], 3000, { priceCents: 15000, bottles: 12 })).toEqual({ ratio: 4 / 12, reached: false, amountLeftCents: 12000, bottlesLeft: 8 });
  });

  it('is reached by either threshold', () => {
    expect(freeShippingProgress([bottle(2)], 16000, { priceCents: 15000, bottles: 12 })?.reached).toBe(true);
    expect(freeShippingProgress([bottle(12)], 9000, { priceCents: 15000, bottles: 12 })).toMatchObject({ reached: true, bottlesLeft: 0, amountLeftCents: 6000 });
  });

  it('is absent when no threshold is set, and ignores an unset one', () => {
    expect(freeShippingProgress([bottle(3)], 4000, { priceCents: 0, bottles: 0 })).toBeNull();
    expect(freeShippingProgress([bottle(3)], 4000, { priceCents: 0, bottles: 6 })).toEqual({ ratio: 0.5, reached: false, amountLeftCents: null, bottlesLeft: 3 });
  });

  it('counts what is left in whole cents: 3 × 19,99 € leaves 90,03 € to 150 €', () => {
    expect(freeShippingProgress([bottle(3)], 3 * 1999, { priceCents: 15000, bottles: 0 })).toMatchObject({ reached: false, amountLeftCents: 9003 });
  });
});
