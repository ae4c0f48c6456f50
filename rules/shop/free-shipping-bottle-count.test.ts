import { describe, expect, it } from 'vitest';
import { freeShippingBottleCount } from './free-shipping-bottle-count.ts';

describe('freeShippingBottleCount', () => {
  it('counts a 75 cl wine bottle as one', () => {
    expect(freeShippingBottleCount([{ type: 'WINE', quantity: 6, capacity: 75, capacityUnit: 'CENTILITRE' }])).toBe(6);
  });
  it('counts a wine bottle under 75 cl as half, rounding the total down', () => {
    expect(freeShippingBottleCount([{ type: 'WINE', quantity: 3, capacity: 37.5, capacityUnit: 'CENTILITRE' }])).toBe(1);
    expect(freeShippingBottleCount([{ type: 'WINE', quantity: 4, capacity: 0.5, capacityUnit: 'LITER' }])).toBe(2);
  });
  it('counts a magnum as one bottle', () => {
    expect(freeShippingBottleCount([{ type: 'WINE', quantity: 2, capacity: 1.5, capacityUnit: 'LITER' }])).toBe(2);
  });
  it('counts a box as quantity times its sell-by multiple', () => {
    expect(
      freeShippingBottleCount([{ type: 'BOX', quantity: 2, sellByMultipleOf: 6, capacity: 75, capacityUnit: 'CENTILITRE' }]),
    ).toBe(12);
  });
  it('halves a box of small bottles', () => {
    expect(
      freeShippingBottleCount([{ type: 'BOX', quantity: 1, sellByMultipleOf: 3, capacity: 37.5, capacityUnit: 'CENTILITRE' }]),
    ).toBe(1);
  });
  it('counts other products as nothing', () => {
    expect(freeShippingBottleCount([{ type: 'OTHER', quantity: 10 }])).toBe(0);
  });
  it('adds the lines before rounding down', () => {
    expect(
      freeShippingBottleCount([
        { type: 'WINE', quantity: 1, capacity: 37.5, capacityUnit: 'CENTILITRE' },
        { type: 'WINE', quantity: 1, capacity: 50, capacityUnit: 'CENTILITRE' },
        { type: 'WINE', quantity: 1, capacity: 37.5, capacityUnit: 'CENTILITRE' },
        { type: 'OTHER', quantity: 3 },
      ]),
    ).toBe(1);
  });
  it('counts a line of unknown capacity as full bottles', () => {
    expect(freeShippingBottleCount([{ type: 'WINE', quantity: 2, capacity: null }])).toBe(2);
  });
  it('rejects a negative quantity', () => {
    expect(() => freeShippingBottleCount([{ type: 'WINE', quantity: -1 }])).toThrow('quantity must be a number ≥ 0');
  });
  it('returns 0 for an empty cart', () => {
    expect(freeShippingBottleCount([])).toBe(0);
  });
});
