import { describe, expect, it } from 'vitest';
import { checkProductTypeFields } from './product-type-fields.ts';

const wine = { type: 'WINE', declinations: [{ year: 2024, capacity: 75, capacityUnit: 'CENTILITRE' }] };
const voucher = { type: 'VOUCHER', declinations: [{ year: null }] };

describe('checkProductTypeFields', () => {
  it('accepts a wine with its capacity and a voucher without one', () => {
    expect(checkProductTypeFields([wine, voucher])).toEqual([]);
  });

  it('asks a wine or a box for its capacity', () => {
    expect(checkProductTypeFields([{ type: 'BOX', declinations: [{ year: null }] }])).toEqual([
      { pointer: '/products/0/declinations/0', message: 'a BOX declination needs a capacity and a capacityUnit' },
    ]);
  });

  it('refuses a voucher with a capacity or a vintage', () => {
    const wrong = { type: 'VOUCHER', declinations: [{ year: 2024, capacity: 75, capacityUnit: 'CENTILITRE' }] };
    expect(checkProductTypeFields([wrong]).map((error) => error.pointer)).toEqual([
      '/products/0/declinations/0/capacity', '/products/0/declinations/0/year',
    ]);
  });

  it('leaves other goods as they were (a capacity is allowed, not asked)', () => {
    expect(checkProductTypeFields([{ type: 'OTHER', declinations: [{ year: null, capacity: 150, capacityUnit: 'CENTILITRE' }, { year: null }] }])).toEqual([]);
  });
});
