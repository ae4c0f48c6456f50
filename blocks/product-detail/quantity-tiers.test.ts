import { describe, expect, it } from 'vitest';
import type { DeclinationInCents } from '../../schemas/api/shop/product.ts';
import { quantityTiersView } from './quantity-tiers.ts';

const rose: DeclinationInCents = {
  id: 501, year: 2024, capacity: 75, capacityUnit: 'CENTILITRE', price: 950, priceToPay: 950, quantity: 36, setQuantity: true,
  sellByMultipleOf: 1, discount: null, variations: [], name: '',
  quantityDiscounts: [{ fromQuantity: 6, type: 'PERCENT', amount: 5 }, { fromQuantity: 12, type: 'PERCENT', amount: 10 }],
};
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('quantityTiersView', () => {
  it('lists the tiers with their badges and no preview below the first', () => {
    const view = quantityTiersView(rose, 5, 'fr_FR');
    expect(view.tiers.map((tier) => [tier.fromQuantity, nbsp(tier.amount), tier.applied])).toEqual([[6, '−5 %', false], [12, '−10 %', false]]);
    expect(view.preview).toBeNull();
    expect(quantityTiersView(rose, Number.NaN, 'en').preview).toBeNull();
  });

  it('gives the unit price of the tier the quantity reaches, as the cart computes it, from the cents api.call gives', () => {
    expect(quantityTiersView(rose, 6, 'en').preview).toEqual({ quantity: 6, unitPriceCents: 902, beforeCents: 950 });
    const twelve = quantityTiersView(rose, 18, 'en');
    expect(twelve.tiers.map((tier) => tier.applied)).toEqual([false, true]);
    expect(twelve.preview).toEqual({ quantity: 18, unitPriceCents: 855, beforeCents: 950 });
  });

  it('shows no tier price when the product discount takes more off', () => {
    const discounted = { ...rose, priceToPay: 808, discount: { id: 2, type: 'PERCENT' as const, amount: 15 } };
    const view = quantityTiersView(discounted, 12, 'en');
    expect(view.preview).toBeNull();
    expect(view.tiers.every((tier) => !tier.applied)).toBe(true);
  });
});
