import { describe, expect, it } from 'vitest';
import { orderIsPaid } from './order-is-paid.ts';

describe('orderIsPaid', () => {
  it('is false while the order awaits its payment, once it is cancelled, and when its payment went back for want of stock', () => {
    for (const status of ['PENDING_PAYMENT', 'PAYMENT_FAILED', 'CANCELLED', 'REFUNDED_OUT_OF_STOCK']) expect(orderIsPaid(status)).toBe(false);
  });
  it('is true from PAID on', () => {
    for (const status of ['PAID', 'PREPARING', 'SHIPPED', 'READY_FOR_PICKUP', 'DELIVERED']) expect(orderIsPaid(status)).toBe(true);
  });
});
