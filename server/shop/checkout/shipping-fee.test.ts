import { describe, expect, it } from 'vitest';
import { bracketFeeCents, carrierFeeCents, freeShippingReason, zoneFor } from './shipping-fee.ts';

const fees = [
  { minBottles: 0, maxBottles: 6, price: 12 },
  { minBottles: 7, maxBottles: 12, price: 18.5 },
  { minBottles: 13, maxBottles: 36, price: 30 },
];
const carrier = {
  zones: [
    { name: 'France', countries: ['FRA'], fees },
    { name: 'Corse', countries: ['FRA'], postalCodePrefixes: ['20'], fees: [{ minBottles: 0, maxBottles: null, price: 45 }] },
    { name: 'Benelux', countries: ['BEL', 'LUX'], fees: [{ minBottles: 0, maxBottles: 12, price: 25 }] },
  ],
};
const cart = { totalProductToPayCents: 9000, bottleCount: 6, needsShipping: true, freeShippingByProduct: false };
const none = { priceCents: 0, bottles: 0 };
const paris = { country: 'FRA', postalCode: '75001' };

describe('shipping fees', () => {
  it('picks the bracket that holds the bottles', () => {
    expect(bracketFeeCents(fees, 6)).toBe(1200);
    expect(bracketFeeCents(fees, 7)).toBe(1850);
    expect(bracketFeeCents(fees, 37)).toBeNull();
  });

  it('picks the zone of the address, a postal prefix zone first', () => {
    expect(zoneFor(carrier, 'FRA', '20000')?.name).toBe('Corse');
    expect(zoneFor(carrier, 'fra', '33000')?.name).toBe('France');
    expect(zoneFor(carrier, 'DEU', '10115')).toBeNull();
  });

  it('prices a parcel without bottles like one bottle', () => {
    expect(carrierFeeCents(carrier, paris, { ...cart, bottleCount: 0, totalProductToPayCents: 3900 }, none)).toBe(1200);
  });

  it('ships free from the price threshold on', () => {
    expect(carrierFeeCents(carrier, paris, cart, { priceCents: 9000, bottles: 0 })).toBe(0);
    expect(carrierFeeCents(carrier, paris, cart, { priceCents: 9001, bottles: 0 })).toBe(1200);
  });

  it('ships free from the bottle threshold on', () => {
    expect(freeShippingReason(cart, { priceCents: 0, bottles: 6 })).toBe('BOTTLES');
    expect(freeShippingReason({ ...cart, bottleCount: 5 }, { priceCents: 0, bottles: 6 })).toBeNull();
  });

  it('ships free when a product grants it or nothing is shipped', () => {
    expect(freeShippingReason({ ...cart, freeShippingByProduct: true }, none)).toBe('PRODUCT');
    expect(freeShippingReason({ ...cart, needsShipping: false }, none)).toBe('NOTHING_TO_SHIP');
    expect(carrierFeeCents(carrier, { country: 'BEL', postalCode: '1000' }, { ...cart, bottleCount: 13 }, none)).toBeNull();
  });
});
