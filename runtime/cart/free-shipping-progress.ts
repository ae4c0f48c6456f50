import { freeShippingBottleCount, type BottleCountItem } from '../../rules/shop/free-shipping-bottle-count.ts';

export interface FreeShippingProgress {
  /** 0 to 1: the nearer of the two thresholds. */
  ratio: number;
  reached: boolean;
  /** What is missing to reach each threshold (null when that threshold is not set). */
  amountLeft: number | null;
  bottlesLeft: number | null;
}

/**
 * Progress towards free shipping: FREE_SHIPPING_PRICE on the products total to pay, and
 * FREE_SHIPPING_BOTTLES on the §9 bottle count (halves under 75 cl, boxes by their multiple,
 * rounded down); either one reached makes shipping free. Null when neither is set (0).
 */
export function freeShippingProgress(lines: readonly BottleCountItem[], totalToPay: number, thresholds: { price: number; bottles: number }): FreeShippingProgress | null {
  const { price, bottles } = thresholds;
  if (price <= 0 && bottles <= 0) return null;
  const count = freeShippingBottleCount(lines);
  const byPrice = price > 0 ? Math.min(1, totalToPay / price) : 0;
  const byBottles = bottles > 0 ? Math.min(1, count / bottles) : 0;
  const ratio = Math.max(byPrice, byBottles);
  return {
    ratio,
    reached: ratio >= 1,
    amountLeft: price > 0 ? Math.max(0, Math.round((price - totalToPay) * 100) / 100) : null,
    bottlesLeft: bottles > 0 ? Math.max(0, bottles - count) : null,
  };
}
