import { describe, expect, it } from 'vitest';
import { orderIsPaid } from './order-is-paid.ts';

describe('orderIsPaid', () => {
  it('is false while the order awaits its payment and once it is cancelled', () => {
    for (const status of ['PENDING_PAYMENT', 'PAYMENT_FAILED', 'CANCELLED']) expect(orderIsPaid(status)).toBe(false);
  });
  it('is true from PAID on', () => {
    for (const status of ['PAID', 'PREPARING', 'SHIPPED', 'READY_FOR_PICKUP', 'DELIVERED']) expect(orderIsPaid(status)).toBe(true);
  });
});
