import { toEuros } from '../../../rules/index.ts';

/** One destination's home delivery fee for the smallest shipment (GET /shipping/rates, in cents). */
export interface ShippingRateForSeo {
  /** ISO 3166 two-letter code. */
  country: string;
  postalCodePrefixes: readonly string[] | null;
  feeCents: number;
  /** Working days before the parcel leaves and on the way, when the carriers' file gives them. */
  handlingDays?: DayRange | null;
  transitDays?: DayRange | null;
}

interface DayRange {
  min: number;
  max: number;
}

const days = (range: DayRange) => ({ '@type': 'QuantitativeValue', minValue: range.min, maxValue: Math.max(range.min, range.max), unitCode: 'DAY' });

/**
 * The schema.org `OfferShippingDetails` of the site's own delivery fees: one per destination
 * (a country, narrowed by postal code prefixes where the carrier zone is), its rate in euros, and
 * its delivery time where the carriers' file gives the handling and transit days.
 */
export function shippingDetailsJsonLd(rates: readonly ShippingRateForSeo[]): Record<string, unknown>[] {
  return rates.map((rate) => ({
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: toEuros(rate.feeCents), currency: 'EUR' },
    shippingDestination: {
      '@type': 'DefinedRegion',
      addressCountry: rate.country,
      ...(rate.postalCodePrefixes && rate.postalCodePrefixes.length > 0 ? { postalCodePrefix: [...rate.postalCodePrefixes] } : {}),
    },
    // Issue 39: Google's merchant listings ask for the delivery time (handling, then transit, in days).
    ...(rate.handlingDays && rate.transitDays ? { deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(rate.handlingDays), transitTime: days(rate.transitDays) } } : {}),
  }));
}
