import type { Carrier, DayRange } from '../../../schemas/shipping/carriers.schema.ts';
import { bracketFeeCents } from './shipping-fee.ts';

/** ISO 3166 three-letter codes of the zones (carriers.json) → the two-letter codes schema.org and Google ask for. */
const ALPHA_TWO: Record<string, string> = {
  FRA: 'FR', BEL: 'BE', LUX: 'LU', DEU: 'DE', NLD: 'NL', CHE: 'CH', ITA: 'IT', ESP: 'ES', PRT: 'PT', AUT: 'AT',
  GBR: 'GB', IRL: 'IE', DNK: 'DK', SWE: 'SE', NOR: 'NO', FIN: 'FI', POL: 'PL', CZE: 'CZ', MCO: 'MC', AND: 'AD',
  USA: 'US', CAN: 'CA', JPN: 'JP', CHN: 'CN', GRC: 'GR', HUN: 'HU', ROU: 'RO', SVK: 'SK', SVN: 'SI', HRV: 'HR',
  EST: 'EE', LVA: 'LV', LTU: 'LT', BGR: 'BG', CYP: 'CY', MLT: 'MT', ISL: 'IS', LIE: 'LI',
};

/** What delivering the smallest shipment to one destination costs: the cheapest home delivery there. */
export interface ShippingRate {
  /** ISO 3166 two-letter code. */
  country: string;
  /** The postal code prefixes the rate is limited to, or null for the whole country. */
  postalCodePrefixes: string[] | null;
  feeCents: number;
  carrier: string;
  /** Working days before the parcel leaves (the carrier's `handlingDays`) and on the way (the zone's `transitDays`), when both are given. */
  handlingDays?: DayRange;
  transitDays?: DayRange;
}

/**
 * The site's home delivery rates for the smallest shipment it sends (`bottles`: the larger of 1
 * and MIN_BOTTLES_PER_SHIPMENT): per country and postal-code narrowing of the active carriers'
 * zones, the cheapest fee. Relay and pick-up carriers are left out (no delivery to the door);
 * countries without a known two-letter code, or where the shop does not deliver (`delivers`), are left out.
 */
export function shippingRates(carriers: readonly Carrier[], bottles: number, delivers: (alpha3: string) => boolean = () => true): ShippingRate[] {
  const best = new Map<string, ShippingRate>();
  for (const carrier of carriers) {
    if (carrier.isActive === false || carrier.deliveryType !== 'DELIVERY') continue;
    for (const zone of carrier.zones) {
      const feeCents = bracketFeeCents(zone.fees, Math.max(1, bottles));
      if (feeCents === null) continue;
      const prefixes = zone.postalCodePrefixes && zone.postalCodePrefixes.length > 0 ? [...zone.postalCodePrefixes] : null;
      for (const code of zone.countries) {
        const country = ALPHA_TWO[code];
        if (!country || !delivers(code)) continue;
        const key = `${country}|${prefixes?.join(',') ?? ''}`;
        const known = best.get(key);
        if (!known || feeCents < known.feeCents) best.set(key, {
            country, postalCodePrefixes: prefixes, feeCents, carrier: carrier.name,
            ...(carrier.handlingDays && zone.transitDays ? { handlingDays: carrier.handlingDays, transitDays: zone.transitDays } : {}),
          });
      }
    }
  }
  return [...best.values()];
}
