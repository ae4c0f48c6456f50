import type { ProductType } from '../product-type.ts';
import { addQuantityRule, addQuantityStep } from './add-quantity-rule.ts';
import type { QuantityDeclination } from './add-quantity-rule.ts';
import { quantityOptions } from './quantity-options.ts';

/**
 * The quantities offered for a product's declination, the one list the product page, the
 * customization page and the cart show (§5, decision 0008): multiples of the step the API checks
 * (a box counts cases, so 1, 2, 3 … whatever its bottles per case; a wine its declination's
 * multiple of bottles), none above the remaining stock when the stock is tracked. `current`, when
 * given, is kept in the list (a line already holding a quantity the list would not offer).
 */
export function quantityChoices(productType: ProductType, declination: QuantityDeclination, current?: number): number[] {
  const rule = addQuantityRule(productType, declination);
  const all = quantityOptions(addQuantityStep(productType, declination));
  const limit = rule.stockTracked && typeof rule.stock === 'number' ? rule.stock : Number.POSITIVE_INFINITY;
  const options = all.filter((quantity) => quantity <= limit);
  if (current === undefined || options.includes(current)) return options;
  return [...options, current].sort((a, b) => a - b);
}
