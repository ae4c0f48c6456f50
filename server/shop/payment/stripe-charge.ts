import type Stripe from 'stripe';
import type { Locale } from '../../../rules/locale.ts';
import type { PaymentStartInput } from './payment-adapter.ts';
import { pickText, type TextPair } from '../../../rules/text/pick-text.ts';

/** What a Checkout Session charges: its lines, and a discount (a one-time coupon) taken off them. */
export interface StripeCharge {
  lineItems: Stripe.Checkout.SessionCreateParams.LineItem[];
  /** The order's discount in cents (0: none), made a coupon of the session. */
  discountCents: number;
}

const SHIPPING: TextPair = { fr: 'Livraison', en: 'Shipping' };

const item = (name: string, quantity: number, unitCents: number): Stripe.Checkout.SessionCreateParams.LineItem => ({
  quantity, price_data: { currency: 'eur', unit_amount: unitCents, product_data: { name: name.slice(0, 250) || '—' } },
});

/**
 * The Checkout Session's lines of an order (issue #25): one line_item per order line (its unit
 * price to pay, in cents), one for the shipping fees, and the order's discount as a coupon; they
 * add up to the order's total exactly. When they would not (a line whose unit price is not whole
 * cents, a discount larger than the lines), the session charges one line of the order's total:
 * the customer never pays another amount than the order's.
 */
export function stripeCharge(input: Pick<PaymentStartInput, 'reference' | 'amountCents' | 'lines' | 'shippingCents' | 'discountCents' | 'lang'>): StripeCharge {
  const lines = input.lines.map((line) => item(line.name, line.quantity, line.unitToPayCents));
  if (input.shippingCents > 0) lines.push(item(pickText(SHIPPING, input.lang), 1, input.shippingCents));
  const sum = lines.reduce((total, line) => total + line.quantity! * line.price_data!.unit_amount!, 0);
  const whole = lines.every((line) => Number.isSafeInteger(line.price_data!.unit_amount) && line.price_data!.unit_amount! >= 0 && Number.isSafeInteger(line.quantity) && line.quantity! > 0);
  if (whole && lines.length > 0 && input.discountCents >= 0 && input.discountCents < sum && sum - input.discountCents === input.amountCents) {
    return { lineItems: lines, discountCents: input.discountCents };
  }
  return { lineItems: [item(input.reference, 1, input.amountCents)], discountCents: 0 };
}
