import { normalizeMultiple } from '../product-type.ts';
import type { ProductType } from '../product-type.ts';

/** What an add-to-cart quantity is checked against (§5). */
export interface QuantityInput {
  quantity: number;
  productType: ProductType;
  sellByMultipleOf?: number | null;
  /** For wine: the declination's own sell-by multiple, in bottles. */
  declinationSellByMultipleOf?: number | null;
  /** Remaining stock, checked only when `stockTracked` (the declination's `setQuantity`). */
  stock?: number | null;
  stockTracked: boolean;
}

export type QuantityErrorCode = 'NOT_POSITIVE' | 'NOT_MULTIPLE' | 'OUT_OF_STOCK' | 'NOT_MULTIPLE_BOTTLES';

export interface QuantityError {
  ok: false;
  code: QuantityErrorCode;
  /** `n` fills the message: the multiple, the remaining stock, or 0. */
  params: { n: number };
  /** The quantity to fall back to: the multiple (satisfying every multiple that applies). */
  fallback: number;
}

export type QuantityCheck = { ok: true } | QuantityError;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Add-to-cart validation (§5), first failure wins, in this order: the quantity must be over 0;
 * a multiple of the product's sell-by multiple; within stock for stock-tracked items; and for
 * wine a multiple of the declination's sell-by multiple.
 */
export function validateQuantity(input: QuantityInput): QuantityCheck {
  const { quantity, productType, stock, stockTracked } = input;
  const multiple = normalizeMultiple(input.sellByMultipleOf);
  const bottles = productType === 'WINE' ? normalizeMultiple(input.declinationSellByMultipleOf) : 1;
  const fallback = (multiple * bottles) / gcd(multiple, bottles);
  const fail = (code: QuantityErrorCode, n: number): QuantityError => ({ ok: false, code, params: { n }, fallback });

  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) {
    return fail('NOT_POSITIVE', 0);
  }
  if (!Number.isInteger(quantity) || quantity % multiple !== 0) return fail('NOT_MULTIPLE', multiple);
  if (stockTracked && typeof stock === 'number' && quantity > stock) {
    return fail('OUT_OF_STOCK', Math.max(0, stock));
  }
  if (quantity % bottles !== 0) return fail('NOT_MULTIPLE_BOTTLES', bottles);
  return { ok: true };
}
