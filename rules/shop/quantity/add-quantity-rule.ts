import type { ProductType } from '../product-type.ts';
import type { QuantityInput } from './validate-quantity.ts';

/** The part of a declination the add-to-cart check reads. */
export interface QuantityDeclination {
  sellByMultipleOf?: number | null;
  setQuantity?: boolean | null;
  /** Remaining stock (what the API serves as the declination's `quantity`). */
  quantity?: number | null;
}

/**
 * What an add-to-cart quantity of a product's declination is checked against (§5, §9), the same
 * in the browser and in the API: a wine is sold by its declination's multiple of bottles; a box
 * is counted in cases (its multiple is the number of bottles in a case, used by the free-shipping
 * count, so any whole number of cases goes); any other product by its declination's multiple.
 * The stock is checked only when the declination tracks it (`setQuantity`).
 */
export function addQuantityRule(productType: ProductType, declination: QuantityDeclination): Omit<QuantityInput, 'quantity'> {
  const isWine = productType === 'WINE';
  return {
    productType,
    sellByMultipleOf: isWine || productType === 'BOX' ? 1 : (declination.sellByMultipleOf ?? 1),
    declinationSellByMultipleOf: isWine ? (declination.sellByMultipleOf ?? 1) : null,
    stock: declination.quantity ?? null,
    stockTracked: declination.setQuantity === true,
  };
}

/** The step of a declination's quantity list: the multiple every valid quantity is made of. */
export function addQuantityStep(productType: ProductType, declination: QuantityDeclination): number {
  const rule = addQuantityRule(productType, declination);
  return productType === 'WINE' ? (rule.declinationSellByMultipleOf ?? 1) : (rule.sellByMultipleOf ?? 1);
}
