import { capacityInCentilitres } from './capacity-in-centilitres.ts';
import type { CapacityUnit } from './capacity-in-centilitres.ts';
import { normalizeMultiple, productTypeTraits } from './product-type.ts';
import type { ProductType } from './product-type.ts';

/** A cart line as the free-shipping count needs it (a structural subset of a cart product). */
export interface BottleCountItem {
  type: ProductType;
  quantity: number;
  capacity?: number | null;
  capacityUnit?: CapacityUnit | null;
  sellByMultipleOf?: number | null;
}

/** Bottles under 75 cl count as half a bottle. */
const HALF_BOTTLE_BELOW_CL = 75;

function bottleWeight(item: BottleCountItem): number {
  if (item.capacity == null || item.capacityUnit == null) return 1;
  return capacityInCentilitres(item.capacity, item.capacityUnit) < HALF_BOTTLE_BELOW_CL ? 0.5 : 1;
}

/**
 * The number of bottles counted towards the free-shipping threshold (§9): a wine bottle under
 * 75 cl counts half; a box counts quantity × its sell-by multiple (halved likewise when its
 * bottles are under 75 cl); other products count nothing; the total is rounded down.
 * A line without a known capacity counts as full bottles.
 */
export function freeShippingBottleCount(items: readonly BottleCountItem[]): number {
  if (!Array.isArray(items)) {
    throw new TypeError('freeShippingBottleCount expects an array of cart lines');
  }
  let total = 0;
  for (const item of items) {
    if (!Number.isFinite(item.quantity) || item.quantity < 0) {
      throw new RangeError(`A cart line quantity must be a number ≥ 0, got ${String(item.quantity)}`);
    }
    if (!productTypeTraits(item.type).countsBottles) continue;
    if (item.type === 'WINE') {
      total += item.quantity * bottleWeight(item);
    } else if (item.type === 'BOX') {
      total += item.quantity * normalizeMultiple(item.sellByMultipleOf) * bottleWeight(item);
    }
  }
  return Math.floor(total);
}
