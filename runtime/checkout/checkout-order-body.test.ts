import { describe, expect, it } from 'vitest';
import { initialCheckoutContext } from './checkout-context.ts';
import { orderBodyOf } from './checkout-order-body.ts';
import { colissimo, home } from './checkout.test-utils.ts';

const ready = (email: string) => ({
  ...initialCheckoutContext('cart-1'),
  deliveryType: 'delivery' as const,
  carrier: colissimo,
  shippingPrices: [colissimo],
  addresses: { ...home, email },
  phone: ' 06 12 34 56 78 ',
});

describe('orderBodyOf', () => {
  it('sends a guest’s e-mail with the phone, trimmed', () => {
    expect(orderBodyOf(ready('  lea@example.fr ')).user).toEqual({ phone: '06 12 34 56 78', email: 'lea@example.fr' });
  });

  it('sends no e-mail for a member (the account’s address is used)', () => {
    expect(orderBodyOf(ready('')).user).toEqual({ phone: '06 12 34 56 78' });
  });
});

describe('orderBodyOf, consents', () => {
  it('sends the terms of sale and the legal age as ticked, and nothing ticked by default', () => {
    expect(orderBodyOf(ready(''), { acceptTerms: true, legalAge: true })).toMatchObject({ acceptTerms: true, legalAge: true });
    expect(orderBodyOf(ready(''))).toMatchObject({ acceptTerms: false, legalAge: false });
  });
});
