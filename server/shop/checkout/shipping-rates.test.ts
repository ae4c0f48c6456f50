import { describe, expect, it } from 'vitest';
import type { Carrier } from '../../../schemas/shipping/carriers.schema.ts';
import { shippingRates } from './shipping-rates.ts';

const carrier = (over: Partial<Carrier>): Carrier =>
  ({ id: 1, name: 'Colissimo', deliveryType: 'DELIVERY', serviceCode: 'COLISSIMO', isActive: true, zones: [], ...over }) as Carrier;

describe('shippingRates', () => {
  const carriers = [
    carrier({
      zones: [
        { name: 'Vendée', countries: ['FRA'], postalCodePrefixes: ['85'], fees: [{ minBottles: 1, maxBottles: 6, price: 9.9 }] },
        { name: 'France', countries: ['FRA'], fees: [{ minBottles: 1, maxBottles: 6, price: 14.9 }, { minBottles: 7, maxBottles: 12, price: 19.9 }] },
        { name: 'Benelux', countries: ['BEL', 'LUX'], fees: [{ minBottles: 1, maxBottles: 6, price: 32 }] },
      ],
    }),
    carrier({ id: 2, name: 'Express', zones: [{ name: 'France', countries: ['FRA'], fees: [{ minBottles: 1, maxBottles: 6, price: 12.5 }] }] }),
    carrier({ id: 3, name: 'Relay', deliveryType: 'PICKUP', zones: [{ name: 'France', countries: ['FRA'], fees: [{ minBottles: 1, maxBottles: 6, price: 4 }] }] }),
    carrier({ id: 4, name: 'Off', isActive: false, zones: [{ name: 'France', countries: ['FRA'], fees: [{ minBottles: 1, maxBottles: 6, price: 1 }] }] }),
  ];

  it('gives the cheapest home delivery per country and postal code narrowing, in cents, with two-letter countries', () => {
    expect(shippingRates(carriers, 1)).toEqual([
      { country: 'FR', postalCodePrefixes: ['85'], feeCents: 990, carrier: 'Colissimo' },
      { country: 'FR', postalCodePrefixes: null, feeCents: 1250, carrier: 'Express' },
      { country: 'BE', postalCodePrefixes: null, feeCents: 3200, carrier: 'Colissimo' },
      { country: 'LU', postalCodePrefixes: null, feeCents: 3200, carrier: 'Colissimo' },
    ]);
  });

  it('prices the smallest shipment the site sends, and leaves out zones that cannot take it', () => {
    const rates = shippingRates(carriers, 7);
    expect(rates).toEqual([{ country: 'FR', postalCodePrefixes: null, feeCents: 1990, carrier: 'Colissimo' }]);
  });

  it('carries the carrier\'s handling days and the zone\'s transit days when the carriers\' file gives both', () => {
    const timed = carrier({ handlingDays: { min: 1, max: 2 }, zones: [{ name: 'France', countries: ['FRA'], fees: [{ minBottles: 1, maxBottles: 6, price: 9.9 }], transitDays: { min: 2, max: 3 } }] });
    expect(shippingRates([timed], 1)).toEqual([
      { country: 'FR', postalCodePrefixes: null, feeCents: 990, carrier: 'Colissimo', handlingDays: { min: 1, max: 2 }, transitDays: { min: 2, max: 3 } },
    ]);
  });
});
