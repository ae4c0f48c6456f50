import { describe, expect, it } from 'vitest';
import { reachedTier, unitPriceAt, type QuantityTier } from './unit-price-at.ts';

const tiers: QuantityTier[] = [
  { fromQuantity: 6, type: 'PERCENT', amount: 5 },
  { fromQuantity: 12, type: 'PERCENT', amount: 10 },
];

describe('unitPriceAt', () => {
  it.each([
    // quantity, unit price to pay (cents), what applied
    [1, 1480, null],
    [5, 1480, null],
    [6, 1406, 6],
    [11, 1406, 6],
    [12, 1332, 12],
    [48, 1332, 12],
  ])('prices %i bottles at 14,80 € with −5 %% from 6 and −10 %% from 12: %i cents', (quantity, cents, from) => {
    const price = unitPriceAt(1480, null, tiers, quantity);
    expect(price.unitToPayCents).toBe(cents);
    expect(price.applied?.kind === 'tier' ? price.applied.tier.fromQuantity : null).toBe(from);
  });

  it.each([
    // product discount, quantity, cents, kind: the larger of the two applies, never both
    [{ type: 'EURO', amount: 1 } as const, 1, 1380, 'discount'],
    [{ type: 'EURO', amount: 1 } as const, 6, 1380, 'discount'], // 1,00 € beats 5 % (0,74 €)
    [{ type: 'EURO', amount: 1 } as const, 12, 1332, 'tier'], // 10 % (1,48 €) beats 1,00 €
    [{ type: 'PERCENT', amount: 10 } as const, 12, 1332, 'discount'], // a tie keeps the product discount
    [{ type: 'PERCENT', amount: 15 } as const, 12, 1258, 'discount'],
  ])('with a product discount of %o and %i bottles: %i cents from the %s', (discount, quantity, cents, kind) => {
    const price = unitPriceAt(1480, discount, tiers, quantity);
    expect(price.unitToPayCents).toBe(cents);
    expect(price.applied?.kind).toBe(kind);
  });

  it('takes a euro tier off each unit, never below zero', () => {
    expect(unitPriceAt(990, null, [{ fromQuantity: 3, type: 'EURO', amount: 0.5 }], 3).unitToPayCents).toBe(940);
    expect(unitPriceAt(300, null, [{ fromQuantity: 2, type: 'EURO', amount: 5 }], 2).unitToPayCents).toBe(0);
  });

  it('leaves the price as it is without discount or tier', () => {
    expect(unitPriceAt(1480, null, [], 24)).toEqual({ unitToPayCents: 1480, applied: null });
    expect(unitPriceAt(1480, { type: 'PERCENT', amount: 0 }, [], 1)).toEqual({ unitToPayCents: 1480, applied: null });
  });
});

describe('reachedTier', () => {
  it('picks the tier that takes the most off, whatever the order of the list', () => {
    const mixed: QuantityTier[] = [
      { fromQuantity: 12, type: 'EURO', amount: 2 },
      { fromQuantity: 6, type: 'PERCENT', amount: 20 },
    ];
    expect(reachedTier(mixed, 12, 1480)).toEqual({ fromQuantity: 6, type: 'PERCENT', amount: 20 });
    expect(reachedTier(mixed, 12, 500)).toEqual({ fromQuantity: 12, type: 'EURO', amount: 2 });
    expect(reachedTier(mixed, 5, 1480)).toBeNull();
  });
});
