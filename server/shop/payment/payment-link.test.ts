import { describe, expect, it } from 'vitest';
import { checkPaymentLink, signPaymentLink, type PaymentLinkClaims } from './payment-link.ts';

const cartId = '4614d091-7a42-43ab-a1ed-342180d101f5';
const now = new Date('2026-11-21T09:00:00Z');
const claims: PaymentLinkClaims = {
  orderId: 7, idSite: 88, lang: 'en', returnPath: '/en/order/cawl/result/7?cart={cart}', cancelPath: '/en/order/cancel?order=7&cart={cart}',
  expires: now.getTime() / 1000 + 1800,
};
const { expires: _expires, ...bound } = claims;

describe('payment links', () => {
  it('signs a short token that does not contain the cart id, and checks it', () => {
    const token = signPaymentLink(claims, cartId, '');
    expect(token).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);
    expect(token).not.toContain(cartId);
    expect(checkPaymentLink(token, bound, cartId, now, '')).toBe('valid');
  });

  it('is expired past its expiry, and invalid for another order, cart, return path, secret or a forged token', () => {
    const token = signPaymentLink(claims, cartId, 'secret');
    expect(checkPaymentLink(token, bound, cartId, new Date(claims.expires * 1000), 'secret')).toBe('expired');
    expect(checkPaymentLink(token, { ...bound, orderId: 8 }, cartId, now, 'secret')).toBe('invalid');
    expect(checkPaymentLink(token, bound, 'another-cart', now, 'secret')).toBe('invalid');
    expect(checkPaymentLink(token, { ...bound, returnPath: '/en/account' }, cartId, now, 'secret')).toBe('invalid');
    expect(checkPaymentLink(token, bound, cartId, now, 'other-secret')).toBe('invalid');
    const later = `${(claims.expires + 3600).toString(36)}${token.slice(token.indexOf('.'))}`;
    expect(checkPaymentLink(later, bound, cartId, now, 'secret')).toBe('invalid');
    // The last character of 32 bytes in base64url carries 2 spare bits: another spelling of the same bytes is refused too.
    const respelled = token.replace(/.$/, (c) => 'AEIMQUYcgkosw048'.includes(c) ? String.fromCharCode(c.charCodeAt(0) + 1) : c);
    for (const forged of ['', 'abc', `${token}x`, respelled, token.replace(/.$/, (c) => (c === '0' ? '4' : '0'))]) {
      expect(checkPaymentLink(forged, bound, cartId, now, 'secret'), forged).toBe('invalid');
    }
  });
});
