import { describe, expect, it } from 'vitest';
import { cartTotals, lineAmounts, type PricedLine } from './cart-totals.ts';

const wine = (over: Partial<PricedLine> = {}): PricedLine => ({
  productType: 'WINE',
  quantity: 6,
  unitPriceCents: 1250,
  customizationCents: 0,
  discount: null,
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
