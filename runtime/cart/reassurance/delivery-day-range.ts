import type { ShippingRates } from '../../../schemas/api/shipping.ts';
import type { DayRange } from '../../../schemas/shipping/carriers.schema.ts';

export type { DayRange };

/** The part of a published home-delivery rate (`GET /shipping/rates`) the delivery days are read from. */
export type RateDays = Pick<ShippingRates['rates'][number], 'country' | 'handlingDays' | 'transitDays'>;

/**
 * How many working days a home delivery takes in `country` (two-letter code), from the shop's
 * carriers: the parcel's preparation (`handlingDays`) plus the journey (`transitDays`), from the
 * fastest zone's least to the slowest zone's most. Null when no rate of that country gives both.
 */
export function deliveryDayRange(rates: readonly RateDays[], country = 'FR'): DayRange | null {
  let range: DayRange | null = null;
  for (const rate of rates) {
    if (rate.country !== country || !rate.handlingDays || !rate.transitDays) continue;
    const min = rate.handlingDays.min + rate.transitDays.min;
    const max = rate.handlingDays.max + rate.transitDays.max;
    range = range ? { min: Math.min(range.min, min), max: Math.max(range.max, max) } : { min, max };
  }
  return range;
}
