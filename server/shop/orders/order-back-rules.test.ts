import { describe, expect, it } from 'vitest';
import { orderBackInfo } from './order-back-info.ts';
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

  it("follows the site's return window (RETURN_DAYS), and 0 closes returns, in both languages", () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const delivered = { status: 'DELIVERED' as const, deliveredAt: '2026-11-01T10:00:00Z' };
    expect(returnWindowError(delivered, now, 'en', 30)).toBeNull();
    expect(returnWindowError(delivered, now, 'fr_FR', 7)).toBe('Les produits ne peuvent être retournés que dans les 7 jours suivant la livraison');
    expect(returnWindowError(delivered, now, 'en', 0)).toBe('This shop does not take products back');
    expect(orderBackInfo('fr_FR', 30)).toMatchObject({ isActive: true, returnWindowDays: 30, message: expect.stringContaining('dans les 30 jours') });
    expect(orderBackInfo('en', 0)).toMatchObject({ isActive: false, returnWindowDays: 0 });
  });

  it('limits the quantity to what was not returned yet', () => {
    expect(returnableQuantity(lines[0]!)).toBe(4);
    expect(returnRequestError(lines, [{ idOrderLine: 1, quantity: 4 }], 'en')).toBeNull();
    expect(returnRequestError(lines, [{ idOrderLine: 1, quantity: 5 }], 'en')).toEqual({ status: 409, message: 'At most 4 of this product can be returned' });
  });

  it('answers 409 when earlier returns took every unit, 400 when the request asks more than was bought', () => {
    const done = [{ idOrderLine: 1, quantity: 3, returnedQuantity: 3, customized: false, isDematerialized: false }];
    expect(returnRequestError(done, [{ idOrderLine: 1, quantity: 1 }], 'fr_FR')).toEqual({
      status: 409, message: 'Tous les exemplaires du produit 1 ont déjà été demandés en retour',
    });
    expect(returnRequestError(lines, [{ idOrderLine: 1, quantity: 7 }], 'en')).toEqual({ status: 400, message: 'At most 4 of this product can be returned' });
  });

  it('refuses customized, unknown and empty requests', () => {
    expect(returnRequestError(lines, [{ idOrderLine: 2, quantity: 1 }], 'en')?.message).toMatch(/customized/);
    expect(returnRequestError(lines, [{ idOrderLine: 9, quantity: 1 }], 'en')).toEqual({ status: 400, message: 'Product 9 is not part of this order' });
    expect(returnRequestError(lines, [], 'en')?.message).toBe('Choose at least one product to return');
  });
});
