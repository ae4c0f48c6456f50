import { describe, expect, it } from 'vitest';
import { shippingDetailsJsonLd } from './shipping-details-json-ld.ts';

describe('shippingDetailsJsonLd', () => {
  it('gives each destination its rate in euros and its delivery time in days (handling, then transit)', () => {
    expect(shippingDetailsJsonLd([{ country: 'FR', postalCodePrefixes: ['44', '85'], feeCents: 990, handlingDays: { min: 1, max: 2 }, transitDays: { min: 1, max: 2 } }])).toEqual([
      {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: 9.9, currency: 'EUR' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'FR', postalCodePrefix: ['44', '85'] },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          handlingTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 2, unitCode: 'DAY' },
          transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 2, unitCode: 'DAY' },
        },
      },
    ]);
  });

  it('says no delivery time it does not know', () => {
    expect(shippingDetailsJsonLd([{ country: 'BE', postalCodePrefixes: null, feeCents: 3200 }])[0]).not.toHaveProperty('deliveryTime');
  });
});
