import { describe, expect, it } from 'vitest';
import { orderLockKeys } from './order-lock-keys.ts';
import { retakesStock } from './retake-stock.ts';

const products = [{ declinations: [{ id: 101, setQuantity: true }, { id: 703, setQuantity: false }] }] as never[];

describe('orderLockKeys', () => {
  it('locks the cart, the tracked declinations only and the code, whatever its case', () => {
    expect(orderLockKeys({ idSite: 88, cartId: 'c-1', declinationIds: [101, 703], code: 'rare3' }, products)).toEqual([
      'cart:c-1', 'stock:88:101', 'discount-code:88:RARE3',
    ]);
    expect(orderLockKeys({ idSite: 88, cartId: 'c-1', declinationIds: [703], code: null }, products)).toEqual(['cart:c-1']);
  });
});

describe('retakesStock', () => {
  it('is true only when an order that released its units holds them again', () => {
    expect(retakesStock('PAYMENT_FAILED', 'PAID')).toBe(true);
    expect(retakesStock('PENDING_PAYMENT', 'PAID')).toBe(false);
    expect(retakesStock('PAYMENT_FAILED', 'CANCELLED')).toBe(false);
  });
});
