import { describe, expect, it } from 'vitest';
import { canTransition, isOrderStatus, orderStatusLabel, orderStatusTypes } from './order-status.ts';

describe('order status', () => {
  it('lets a paid order be prepared but not a delivered one be paid', () => {
    expect(canTransition('PAID', 'PREPARING')).toBe(true);
    expect(canTransition('DELIVERED', 'PAID')).toBe(false);
    expect(canTransition('PAYMENT_FAILED', 'PAID')).toBe(true);
  });

  it('recognises only known statuses', () => {
    expect(isOrderStatus('SHIPPED')).toBe(true);
    expect(isOrderStatus('LOST')).toBe(false);
  });

  it('labels statuses in both languages', () => {
    expect(orderStatusLabel('SHIPPED', 'fr_FR')).toBe('Expédiée');
    expect(orderStatusTypes('en')[0]).toEqual({ id: 1, code: 'PENDING_PAYMENT', value: 'Awaiting payment' });
  });
});
