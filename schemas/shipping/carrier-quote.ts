import type { Carrier } from './carriers.schema.ts';

/**
 * A carrier offered at checkout (§3 Cart checkout state `carrier`), as `POST
 * /calculate/shipping-fees` answers it, fees in euros. One definition for the server that quotes
 * (server/shop/checkout/shipping-quote.ts) and the checkout machine that offers the choice.
 */
export interface CarrierQuote {
  id: number;
  name: string;
  fdp: number;
  price: number;
  serviceCode: string;
  deliveryType: Carrier['deliveryType'];
  siteType: 'SITE';
}
