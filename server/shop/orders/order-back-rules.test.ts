import { describe, expect, it } from 'vitest';
import { returnableQuantity, returnRequestError, returnWindowError } from './order-back-rules.ts';

const lines = [
  { idOrderLine: 1, quantity: 6, returnedQuantity: 2, customized: false, isDematerialized: false },
  { idOrderLine: 2, quantity: 1, returnedQuantity: 0, customized: true, isDematerialized: false },
];

describe('order back rules', () => {
  it('accepts a return of a delivered order within 14 days only', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(returnWindowError({ status: 'DELIVERED', deliveredAt: '2026-11-10T10:00:00Z' }, now, 'en')).toBeNull();
    expect(returnWindowError({ status: 'DELIVERED', deliveredAt: '2026-11-01T10:00:00Z' }, now, 'en')).toMatch(/within 14 days/);
    expect(returnWindowError({ status: 'PAID', deliveredAt: null }, now, 'fr_FR')).toMatch(/livrée/);
  });

  it('limits the quantity to what was not returned yet', () => {
    expect(returnableQuantity(lines[0]!)).toBe(4);
    expect(returnRequestError(lines, [{ idOrderLine: 1, quantity: 4 }], 'en')).toBeNull();
    expect(returnRequestError(lines, [{ idOrderLine: 1, quantity: 5 }], 'en')).toBe('At most 4 of this product can be returned');
  });

  it('refuses customized, unknown and empty requests', () => {
    expect(returnRequestError(lines, [{ idOrderLine: 2, quantity: 1 }], 'en')).toMatch(/customized/);
    expect(returnRequestError(lines, [{ idOrderLine: 9, quantity: 1 }], 'en')).toMatch(/not part/);
    expect(returnRequestError(lines, [], 'en')).toBe('Choose at least one product to return');
  });
});
