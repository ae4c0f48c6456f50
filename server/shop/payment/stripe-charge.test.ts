import { describe, expect, it } from 'vitest';
import { stripeCharge } from './stripe-charge.ts';

const order = {
  reference: 'DTT-2026-0042', lang: 'en' as const,
  lines: [{ name: 'Muscadet Les Schistes 2023', quantity: 6, unitToPayCents: 980 }, { name: 'Gros-Plant 2024', quantity: 2, unitToPayCents: 745 }],
  shippingCents: 990, discountCents: 0, amountCents: 6 * 980 + 2 * 745 + 990,
};
const charged = (charge: ReturnType<typeof stripeCharge>) =>
  charge.lineItems.reduce((sum, line) => sum + line.quantity! * line.price_data!.unit_amount!, 0) - charge.discountCents;

describe('stripeCharge', () => {
  it('makes one line_item per order line in cents, one for the shipping, adding up to the total', () => {
    const charge = stripeCharge(order);
    expect(charge.lineItems.map((line) => [line.price_data!.product_data!.name, line.quantity, line.price_data!.unit_amount, line.price_data!.currency])).toEqual([
      ['Muscadet Les Schistes 2023', 6, 980, 'eur'], ['Gros-Plant 2024', 2, 745, 'eur'], ['Shipping', 1, 990, 'eur'],
    ]);
    expect(charged(charge)).toBe(order.amountCents);
    expect(stripeCharge({ ...order, lang: 'fr_FR' }).lineItems.at(-1)!.price_data!.product_data!.name).toBe('Livraison');
  });

  it('takes the discount off as a coupon, and leaves out free shipping', () => {
    const charge = stripeCharge({ ...order, shippingCents: 0, discountCents: 737, amountCents: 6 * 980 + 2 * 745 - 737 });
    expect(charge.lineItems).toHaveLength(2);
    expect(charge.discountCents).toBe(737);
    expect(charged(charge)).toBe(6 * 980 + 2 * 745 - 737);
  });

  it('charges one line of the order’s total when the lines would not add up to it', () => {
    for (const odd of [{ amountCents: order.amountCents + 1 }, { lines: [{ name: 'Odd', quantity: 3, unitToPayCents: 333.33 }], amountCents: 1000 + 990 }, { discountCents: 99999 }]) {
      const charge = stripeCharge({ ...order, ...odd });
      expect(charge.discountCents).toBe(0);
      expect(charge.lineItems).toEqual([{ quantity: 1, price_data: { currency: 'eur', unit_amount: odd.amountCents ?? order.amountCents, product_data: { name: order.reference } } }]);
    }
  });
});
