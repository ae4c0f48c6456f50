import { capacityInCentilitres, type CapacityUnit } from './capacity-in-centilitres.ts';
import { formatCents } from './format-price.ts';
import type { Locale } from '../locale.ts';

/** What the price per litre needs of a wine: its kind, its price and its capacity. */
export interface PricePerLitreItem {
  type: string;
  priceCents: number;
  capacity?: number | null;
  capacityUnit?: CapacityUnit | string | null;
}

/**
 * The price per litre (French law: the unit price beside the price of goods sold by volume) in
 * integer cents, rounded to the nearest cent: 41,40 € for 75 cl → 5520. Null when it is not shown:
 * a product that is not wine (a box holds several bottles, a glass has a volume but is not sold
 * by it), or a wine without a capacity.
 */
export function pricePerLitreCents(item: PricePerLitreItem): number | null {
  if (item.type !== 'WINE' || item.capacity == null || item.capacityUnit == null) return null;
  if (item.capacityUnit !== 'LITER' && item.capacityUnit !== 'CENTILITRE') return null;
  if (!Number.isInteger(item.priceCents) || item.priceCents < 0) return null;
  const centilitres = capacityInCentilitres(item.capacity, item.capacityUnit);
  if (!(centilitres > 0)) return null;
  return Math.round((item.priceCents * 100) / centilitres);
}

/** The price per litre in words: '55,20 €/L' (fr), '€55.20/L' (en); '' when none is shown. */
export function formatPricePerLitre(item: PricePerLitreItem, locale: Locale): string {
  const cents = pricePerLitreCents(item);
  return cents === null ? '' : `${formatCents(cents, locale)}/L`;
}
