import { reductionCents, type Reduction } from './money.ts';

/** A decreasing discount by quantity (spec §3): from `fromQuantity` units on one line, each unit costs less. */
export interface QuantityTier extends Reduction {
  fromQuantity: number;
}

/** What set the unit price of a line: the product's discount, a quantity tier, or nothing. */
export type AppliedReduction = { kind: 'discount'; reduction: Reduction } | { kind: 'tier'; tier: QuantityTier } | null;

export interface UnitPrice {
  /** The unit price to pay, in cents (the customization surcharge is not part of it). */
  unitToPayCents: number;
  applied: AppliedReduction;
}

/**
 * The tier of `tiers` that a line of `quantity` units reaches and that takes the most off a unit
 * of `priceCents` (the later tier on a tie); null when the quantity reaches none.
 */
export function reachedTier(tiers: readonly QuantityTier[], quantity: number, priceCents: number): QuantityTier | null {
  let best: QuantityTier | null = null;
  let bestOff = 0;
  for (const tier of tiers) {
    if (quantity < tier.fromQuantity) continue;
    const off = reductionCents(priceCents, tier);
    if (off > 0 && off >= bestOff) {
      best = tier;
      bestOff = off;
    }
  }
  return best;
}

/**
 * The unit price of a line of `quantity` units of a declination priced `priceCents`. The
 * product's discount (its own or its product's, see the catalogue) and the best quantity tier the
 * line reaches never add up: the one that takes more off the unit price applies, the product
 * discount on a tie. A line counts its own units only (one declination, one set of answers).
 */
export function unitPriceAt(
  priceCents: number,
  discount: Reduction | null | undefined,
  tiers: readonly QuantityTier[],
  quantity: number,
): UnitPrice {
  const discountOff = reductionCents(priceCents, discount);
  const tier = reachedTier(tiers, quantity, priceCents);
  const tierOff = tier ? reductionCents(priceCents, tier) : 0;
  if (tier && tierOff > discountOff) return { unitToPayCents: priceCents - tierOff, applied: { kind: 'tier', tier } };
  if (discount && discountOff > 0) return { unitToPayCents: priceCents - discountOff, applied: { kind: 'discount', reduction: discount } };
  return { unitToPayCents: priceCents, applied: null };
}
