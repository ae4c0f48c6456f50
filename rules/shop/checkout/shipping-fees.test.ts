import { describe, expect, it } from 'vitest';
import { checkoutTotal, shippingFees } from './shipping-fees.ts';

const colissimo = { fdp: 9.9 };

describe('shippingFees (§4)', () => {
  it.each([
    ['clickAndCollect', colissimo, 0],
    ['clickAndCollect', null, 0],
    ['no_delivery', colissimo, 0],
    ['no_delivery', null, 0],
    [null, null, null],
    [null, colissimo, null],
    ['delivery', null, null],
    ['delivery', colissimo, 9.9],
    ['delivery', { fdp: 0 }, 0],
  ] as const)('type %s with carrier %o costs %s', (type, carrier, expected) => {
    expect(shippingFees(type, carrier)).toBe(expected);
  });
});

describe('checkoutTotal (§4)', () => {
  it.each([
    [54.6, 'delivery', 9.9, 64.5],
    [0.1, 'delivery', 0.2, 0.3],
    [54.6, 'delivery', null, 54.6],
    [54.6, 'clickAndCollect', 0, 54.6],
    [54.6, 'clickAndCollect', 9.9, 54.6],
    [54.6, 'no_delivery', 9.9, 54.6],
    [54.6, null, null, 54.6],
  ] as const)('products %s, type %s, fee %s → %s', (products, type, fee, expected) => {
    expect(checkoutTotal(products, type, fee)).toBe(expected);
  });
});
