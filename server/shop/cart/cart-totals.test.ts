import { describe, expect, it } from 'vitest';
import { cartTotals, lineAmounts, type PricedLine } from './cart-totals.ts';

const wine = (over: Partial<PricedLine> = {}): PricedLine => ({
  productType: 'WINE',
  quantity: 6,
  unitPriceCents: 1250,
  customizationCents: 0,
  discount: null,
  quantityDiscounts: [],
  freeShipping: false,
  hasShippingFees: true,
  isDematerialized: false,
  capacity: 75,
  capacityUnit: 'CENTILITRE',
  sellByMultipleOf: 1,
  ...over,
});

describe('cartTotals', () => {
  it('adds full prices and discounted prices separately', () => {
    const totals = cartTotals([wine(), wine({ quantity: 2, unitPriceCents: 2000, discount: { type: 'PERCENT', amount: 10 } })]);
    expect(totals.totalProductCents).toBe(6 * 1250 + 2 * 2000);
    expect(totals.totalProductToPayCents).toBe(6 * 1250 + 2 * 1800);
  });

  it('does not discount the customization surcharge', () => {
    const amounts = lineAmounts(wine({ quantity: 1, customizationCents: 300, discount: { type: 'EURO', amount: 2 } }));
    expect(amounts).toEqual({ unitCents: 1550, unitToPayCents: 1350, totalCents: 1550, totalToPayCents: 1350 });
  });

  it('prices a line at the best quantity tier it reaches, or at the product discount when that takes more off', () => {
    const tiers = [{ fromQuantity: 6, type: 'PERCENT', amount: 5 }, { fromQuantity: 12, type: 'PERCENT', amount: 10 }] as const;
    const euroOff = { type: 'EURO', amount: 1 } as const;
    expect(lineAmounts(wine({ quantity: 5, quantityDiscounts: tiers })).unitToPayCents).toBe(1250);
    expect(lineAmounts(wine({ quantity: 6, quantityDiscounts: tiers, customizationCents: 300 }))).toEqual({
      unitCents: 1550, unitToPayCents: 1187 + 300, totalCents: 6 * 1550, totalToPayCents: 6 * 1487,
    });
    expect(lineAmounts(wine({ quantity: 6, quantityDiscounts: tiers, discount: euroOff })).unitToPayCents).toBe(1150);
    const totals = cartTotals([wine({ quantity: 12, quantityDiscounts: tiers, discount: euroOff })]);
    expect(totals).toMatchObject({ totalProductCents: 12 * 1250, totalProductToPayCents: 12 * 1125 });
  });

  it('counts half bottles and boxes for free shipping', () => {
    const totals = cartTotals([
      wine({ quantity: 3, capacity: 37.5 }),
      wine({ productType: 'BOX', quantity: 2, sellByMultipleOf: 6 }),
    ]);
    expect(totals.bottleCount).toBe(13);
  });

  it('needs no shipping for a cart of dematerialized products', () => {
    const totals = cartTotals([wine({ productType: 'OTHER', isDematerialized: true })]);
    expect(totals.needsShipping).toBe(false);
    expect(totals.bottleCount).toBe(0);
  });

  it('rejects a fractional quantity', () => {
    expect(() => cartTotals([wine({ quantity: 1.5 })])).toThrow(/whole number/);
  });
});
