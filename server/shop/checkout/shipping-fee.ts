import type { Carrier } from '../../../schemas/shipping/carriers.schema.ts';
import type { CartTotals } from '../cart/cart-totals.ts';
import { toCents } from '../../../rules/index.ts';

type Zone = Carrier['zones'][number];
type FeeBracket = Zone['fees'][number];
type ShippingTotals = Pick<CartTotals, 'totalProductToPayCents' | 'bottleCount' | 'needsShipping' | 'freeShippingByProduct'>;

/** The free-shipping thresholds of the site parameters, 0 meaning none (§9). */
export interface FreeShippingThresholds {
  /** FREE_SHIPPING_PRICE in cents, compared with the products' total to pay. */
  priceCents: number;
  /** FREE_SHIPPING_BOTTLES, compared with the §9 bottle count. */
  bottles: number;
}

export type FreeShippingReason = 'PRICE' | 'BOTTLES' | 'PRODUCT' | 'NOTHING_TO_SHIP';

/** Why the cart ships free, or null when it pays shipping. */
export function freeShippingReason(totals: ShippingTotals, thresholds: FreeShippingThresholds): FreeShippingReason | null {
  if (!totals.needsShipping) return 'NOTHING_TO_SHIP';
  if (totals.freeShippingByProduct) return 'PRODUCT';
  if (thresholds.priceCents > 0 && totals.totalProductToPayCents >= thresholds.priceCents) return 'PRICE';
  if (thresholds.bottles > 0 && totals.bottleCount >= thresholds.bottles) return 'BOTTLES';
  return null;
}

/**
 * The zone of a carrier serving an address: the country is listed and, when the zone names
 * postal code prefixes, the postal code starts with one. Zones narrowed by prefix win.
 */
export function zoneFor(carrier: Pick<Carrier, 'zones'>, country: string, postalCode: string): Zone | null {
  const code = postalCode.replace(/\s+/g, '').toUpperCase();
  const zones = carrier.zones.filter((zone) => zone.countries.includes(country.toUpperCase()));
  const narrowed = zones.find((zone) => zone.postalCodePrefixes?.some((prefix) => code.startsWith(prefix)));
  return narrowed ?? zones.find((zone) => !zone.postalCodePrefixes) ?? null;
}

/** The fee of the bracket holding `bottleCount` (min ≤ count ≤ max, null max = no limit), in cents. */
export function bracketFeeCents(fees: readonly FeeBracket[], bottleCount: number): number | null {
  const bracket = fees.find(
    (one) => bottleCount >= one.minBottles && (one.maxBottles === null || bottleCount <= one.maxBottles),
  );
  return bracket ? toCents(bracket.price) : null;
}

/**
 * What a carrier charges for this cart at this address, in cents: 0 when shipping is free,
 * null when the carrier does not serve the address or cannot take that many bottles.
 */
export function carrierFeeCents(
  carrier: Pick<Carrier, 'zones'>,
  address: { country: string; postalCode: string },
  totals: ShippingTotals,
  thresholds: FreeShippingThresholds,
): number | null {
  const zone = zoneFor(carrier, address.country, address.postalCode);
  if (!zone) return null;
  // A parcel without bottles (glasses, a decanter) takes the first bracket, like one bottle.
  const fee = bracketFeeCents(zone.fees, Math.max(1, totals.bottleCount));
  if (fee === null) return null;
  return freeShippingReason(totals, thresholds) ? 0 : fee;
}
