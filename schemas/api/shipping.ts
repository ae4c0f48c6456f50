import { Type } from '@sinclair/typebox';
import { EurosSchema } from './euros.ts';
import type { Static } from '@sinclair/typebox';
import { CarrierSchema, DayRangeSchema } from '../shipping/carriers.schema.ts';

/**
 * A carrier offered at checkout (§3 Cart checkout state `carrier`), as `POST
 * /calculate/shipping-fees` answers it, fees in euros: the type of what the server quotes
 * (server/shop/checkout/shipping-quote.ts) and of the checkout machine's choice.
 */
export const CarrierQuoteSchema = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  fdp: EurosSchema(),
  price: EurosSchema(),
  serviceCode: Type.String(),
  deliveryType: CarrierSchema.properties.deliveryType,
  siteType: Type.Literal('SITE'),
});
export type CarrierQuote = Static<typeof CarrierQuoteSchema>;

/**
 * `GET /shipping/rates` (extension of §7): the cheapest home delivery of the smallest shipment
 * (`bottles`) per country (two-letter code) and postal-code narrowing, fees in euros; product
 * pages publish them as schema.org shipping details.
 */
export const ShippingRatesSchema = Type.Object({
  bottles: Type.Number(),
  freeShippingPrice: EurosSchema(),
  rates: Type.Array(
    Type.Object({
      country: Type.String({ pattern: '^[A-Z]{2}$' }),
      postalCodePrefixes: Type.Union([Type.Array(Type.String()), Type.Null()]),
      fee: EurosSchema(),
      carrier: Type.String(),
      /** Working days before the parcel leaves, and on the way; null when the carriers' file does not say. */
      handlingDays: Type.Optional(Type.Union([DayRangeSchema, Type.Null()])),
      transitDays: Type.Optional(Type.Union([DayRangeSchema, Type.Null()])),
    }),
  ),
});
export type ShippingRates = Static<typeof ShippingRatesSchema>;
