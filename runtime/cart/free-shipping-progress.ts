import { freeShippingBottleCount, type BottleCountItem } from '../../rules/shop/free-shipping-bottle-count.ts';

export interface FreeShippingProgress {
  /** 0 to 1: the nearer of the two thresholds. */
  ratio: number;
  reached: boolean;
  /** What is missing to reach each threshold (null when that threshold is not set), the amount in cents. */
  amountLeftCents: number | null;
  bottlesLeft: number | null;
}

/**
 * Progress towards free shipping: FREE_SHIPPING_PRICE on the products total to pay (both in
 * integer cents), and FREE_SHIPPING_BOTTLES on the §9 bottle count (halves under 75 cl, boxes by
 * their multiple, rounded down); either one reached makes shipping free. Null when neither is set (0).
 */
export function freeShippingProgress(
  lines: readonly BottleCountItem[],
  totalToPayCents: number,
  thresholds: { priceCents: number; bottles: number },
): FreeShippingProgress | null {
  const { priceCents, bottles } = thresholds;
  if (priceCents <= 0 && bottles <= 0) return null;
  const count = freeShippingBottleCount(lines);
  const byPrice = priceCents > 0 ? Math.min(1, totalToPayCents / priceCents) : 0;
  const byBottles = bottles > 0 ? Math.min(1, count / bottles) : 0;
  const ratio = Math.max(byPrice, byBottles);
  return {
    ratio,
    reached: ratio >= 1,
    amountLeftCents: priceCents > 0 ? Math.max(0, priceCents - totalToPayCents) : null,
    bottlesLeft: bottles > 0 ? Math.max(0, bottles - count) : null,
  };
}
