import { freeShippingBottleCount } from '../../../rules/index.ts';
import type { CapacityUnit } from '../../../rules/index.ts';
import type { ProductType } from '../../../rules/index.ts';
import { unitPriceAt, type QuantityTier, type Reduction } from '../../../rules/index.ts';

/** One cart line with its prices resolved from the catalogue, in integer cents. */
export interface PricedLine {
  productType: ProductType;
  quantity: number;
  /** The declination's unit price. */
  unitPriceCents: number;
  /** The customization surcharge per unit (already resolved from the answers). */
  customizationCents: number;
  /** The product's price discount (a SHIPPING_FEES discount is `freeShipping` instead). */
  discount: Reduction | null;
  /** The declination's decreasing discounts by quantity (none for a fixed price). */
  quantityDiscounts: readonly QuantityTier[];
  /** True when the product carries a SHIPPING_FEES discount: its cart ships free. */
  freeShipping: boolean;
  hasShippingFees: boolean;
  isDematerialized: boolean;
  capacity: number | null;
  capacityUnit: CapacityUnit | null;
  sellByMultipleOf: number | null;
}

/** The amounts of one line: before and after its product discount or its quantity tier. */
export interface LineAmounts {
  unitCents: number;
  unitToPayCents: number;
  totalCents: number;
  totalToPayCents: number;
}

export interface CartTotals {
  /** §3 totalProduct: every line at full price. */
  totalProductCents: number;
  /** §3 totalProductToPay: after product discounts and quantity tiers. */
  totalProductToPayCents: number;
  /** Bottles counted for free shipping and shipment limits (§9 counting). */
  bottleCount: number;
  /** Whether any line must be shipped (not dematerialized, has shipping fees). */
  needsShipping: boolean;
  /** Whether a product of the cart grants free shipping (discount detailType SHIPPING_FEES). */
  freeShippingByProduct: boolean;
}

/**
 * The amounts of one line. Its unit price takes the product discount or the best quantity tier
 * the line's quantity reaches, whichever takes more off, never both (rule `unitPriceAt`); the
 * customization surcharge is never discounted.
 */
export function lineAmounts(line: PricedLine): LineAmounts {
  if (!Number.isInteger(line.quantity) || line.quantity < 0) {
    throw new RangeError(`A cart line quantity must be a whole number ≥ 0, got ${String(line.quantity)}`);
  }
  const unitCents = line.unitPriceCents + line.customizationCents;
  const unitToPayCents = unitPriceAt(line.unitPriceCents, line.discount, line.quantityDiscounts, line.quantity).unitToPayCents + line.customizationCents;
  return {
    unitCents,
    unitToPayCents,
    totalCents: unitCents * line.quantity,
    totalToPayCents: unitToPayCents * line.quantity,
  };
}

/** The totals of a cart (§3 Cart) and what shipping needs to know about it. */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let totalProductCents = 0;
  let totalProductToPayCents = 0;
  for (const line of lines) {
    const amounts = lineAmounts(line);
    totalProductCents += amounts.totalCents;
    totalProductToPayCents += amounts.totalToPayCents;
  }
  const bottleCount = freeShippingBottleCount(
    lines.map((line) => ({
      type: line.productType,
      quantity: line.quantity,
      capacity: line.capacity,
      capacityUnit: line.capacityUnit,
      sellByMultipleOf: line.sellByMultipleOf,
    })),
  );
  return {
    totalProductCents,
    totalProductToPayCents,
    bottleCount,
    needsShipping: lines.some((line) => line.hasShippingFees && !line.isDematerialized && line.quantity > 0),
    freeShippingByProduct: lines.some((line) => line.freeShipping && line.quantity > 0),
  };
}
