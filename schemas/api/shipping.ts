import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CarrierSchema } from '../shipping/carriers.schema.ts';

/**
 * A carrier offered at checkout (§3 Cart checkout state `carrier`), as `POST
 * /calculate/shipping-fees` answers it, fees in euros: the type of what the server quotes
 * (server/shop/checkout/shipping-quote.ts) and of the checkout machine's choice.
 */
export const CarrierQuoteSchema = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  fdp: Type.Number(),
  price: Type.Number(),
  serviceCode: Type.String(),
  deliveryType: CarrierSchema.properties.deliveryType,
  siteType: Type.Literal('SITE'),
});
export type CarrierQuote = Static<typeof CarrierQuoteSchema>;
