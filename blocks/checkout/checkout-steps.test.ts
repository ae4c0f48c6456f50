import { describe, expect, it } from 'vitest';
import { checkoutSteps, stepAfter, stepBefore, stepPath } from './checkout-steps.ts';

describe('checkout steps', () => {
  it('go through address, delivery and payment for a cart to ship', () => {
    expect(checkoutSteps(false)).toEqual(['address', 'shipping', 'payment']);
    expect(stepAfter('address', false)).toBe('shipping');
    expect(stepBefore('payment', false)).toBe('shipping');
  });

  it('skip the delivery step when nothing is shipped (gift vouchers)', () => {
    expect(checkoutSteps(true)).toEqual(['address', 'payment']);
    expect(stepAfter('address', true)).toBe('payment');
    expect(stepBefore('payment', true)).toBe('address');
    expect(stepBefore('shipping', true)).toBe('address');
  });

  it('end at payment and start at the address', () => {
    expect(stepAfter('payment', true)).toBeNull();
    expect(stepBefore('address', false)).toBeNull();
    expect(stepPath('payment')).toBe('/cart/payment');
  });
});
