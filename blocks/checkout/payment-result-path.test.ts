import { describe, expect, it } from 'vitest';
import { nextCheckDelay, PAYMENT_CHECKS } from './next-check-delay.ts';
import { paymentResultPath } from './payment-result-path.ts';

describe('paymentResultPath', () => {
  it('sends a paid order to its success page, a declined one to the error page, a cancelled one to the cancel page', () => {
    expect(paymentResultPath({ paid: true, status: { code: 'PAID' } }, 7, 'a b', 'en')).toBe('/en/cart/success/7?cart=a%20b');
    expect(paymentResultPath({ paid: false, pending: false, status: { code: 'PAYMENT_FAILED' } }, 7, 'abc', 'fr_FR')).toBe('/order/error?order=7&cart=abc');
    expect(paymentResultPath({ paid: false, status: { code: 'CANCELLED' } }, '7', null, 'fr_FR')).toBe('/order/cancel?order=7');
  });

  it('keeps a payment being confirmed on the result page', () => {
    expect(paymentResultPath({ paid: false, pending: true, status: { code: 'PENDING_PAYMENT' } }, 7, 'abc', 'en')).toBeNull();
  });
});

describe('nextCheckDelay', () => {
  it('asks soon, then every 5 s, and stops after PAYMENT_CHECKS questions (about 3 minutes)', () => {
    const delays = Array.from({ length: PAYMENT_CHECKS }, (_, asked) => nextCheckDelay(asked)!);
    expect(delays.slice(0, 5)).toEqual([2000, 2000, 3000, 3000, 5000]);
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBeGreaterThan(150_000);
    expect(nextCheckDelay(PAYMENT_CHECKS)).toBeNull();
  });
});
