import { describe, expect, it } from 'vitest';
import { checkoutTotal, shippingFees } from './shipping-fees.ts';

const colissimo = { fdp: 990 };

describe('shippingFees (§4)', () => {
  it.each([
    ['clickAndCollect', colissimo, 0],
    ['clickAndCollect', null, 0],
    ['no_delivery', colissimo, 0],
    ['no_delivery', null, 0],
    [null, null, null],
    [null, colissimo, null],
    ['delivery', null, null],
    ['delivery', colissimo, 990],
    ['delivery', { fdp: 0 }, 0],
  ] as const)('type %s with carrier %o costs %s', (type, carrier, expected) => {
    expect(shippingFees(type, carrier)).toBe(expected);
  });
});

describe('checkoutTotal (§4)', () => {
  it.each([
    [5460, 'delivery', 990, 6450],
    [10, 'delivery', 20, 30],
    [5460, 'delivery', null, 5460],
    [5460, 'clickAndCollect', 0, 5460],
    [5460, 'clickAndCollect', 990, 5460],
    [5460, 'no_delivery', 990, 5460],
    [5460, null, null, 5460],
  ] as const)('products %s, type %s, fee %s → %s', (products, type, fee, expected) => {
    expect(checkoutTotal(products, type, fee)).toBe(expected);
  });
});
