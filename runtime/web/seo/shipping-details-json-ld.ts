import { toEuros } from '../../../rules/index.ts';

/** One destination's home delivery fee for the smallest shipment (GET /shipping/rates, in cents). */
export interface ShippingRateForSeo {
  /** ISO 3166 two-letter code. */
  country: string;
  postalCodePrefixes: readonly string[] | null;
  feeCents: number;
}

/**
 * The schema.org `OfferShippingDetails` of the site's own delivery fees: one per destination
 * (a country, narrowed by postal code prefixes where the carrier zone is), its rate in euros.
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
  }));
}
