import type { Carrier, CarriersDocument } from '../../../schemas/shipping/carriers.schema.ts';
import type { CarrierQuote } from '../../../schemas/api/shipping.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { CartTotals } from '../cart/cart-totals.ts';
import { siteDocument } from '../catalogue/catalogue.ts';
import { carrierFeeCents, freeShippingReason, type FreeShippingThresholds } from './shipping-fee.ts';
import { numberParameter } from '../shop-site.ts';
import { toCents, toEuros } from '../../../rules/index.ts';

export function carriersOf(site: LoadedSite): Carrier[] {
  return (siteDocument<CarriersDocument>(site, 'shipping/carriers.json')?.carriers ?? []).filter((one) => one.isActive !== false);
}

export function freeShippingThresholds(site: LoadedSite): FreeShippingThresholds {
  return { priceCents: toCents(numberParameter(site, 'FREE_SHIPPING_PRICE')), bottles: numberParameter(site, 'FREE_SHIPPING_BOTTLES') };
}

/** The fee of one carrier for this cart and address, in cents; null when it cannot ship it. */
export function quoteCarrierCents(
  site: LoadedSite,
  carrier: Carrier,
  totals: CartTotals,
  address: { country: string; postalCode: string },
): number | null {
  return carrierFeeCents(carrier, address, totals, freeShippingThresholds(site));
}

/** Every active carrier able to ship this cart to this address, cheapest first. */
export function quoteCarriers(
  site: LoadedSite,
  totals: CartTotals,
  address: { country: string; postalCode: string },
): { carriers: CarrierQuote[]; freeShipping: ReturnType<typeof freeShippingReason> } {
  const carriers: CarrierQuote[] = [];
  for (const carrier of carriersOf(site)) {
    const cents = quoteCarrierCents(site, carrier, totals, address);
    if (cents === null) continue;
    const fee = toEuros(cents);
    carriers.push({ id: carrier.id, name: carrier.name, fdp: fee, price: fee, serviceCode: carrier.serviceCode, deliveryType: carrier.deliveryType, siteType: 'SITE' });
  }
  carriers.sort((a, b) => a.price - b.price || a.id - b.id);
  return { carriers, freeShipping: freeShippingReason(totals, freeShippingThresholds(site)) };
}
