import type { Declination, Product } from '../../../schemas/catalogue/products.schema.ts';
import { quantityErrorMessage, validateQuantity } from '../../../rules/index.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Lang } from '../lang.ts';

/** The §8 error data of a refused quantity: `errors` (key → error) and the quantity to fall back to. */
export interface QuantityErrorData {
  errors: Record<string, string>;
  fallback: number;
}

/**
 * Throws a 400 with the §5 message (in the request language) unless `quantity` may be put in the
 * cart: over 0, a multiple of the sell-by multiple (for wine, the declination's: '… N bottles';
 * for a box, any whole number of cases), and
 * within the remaining stock when the stock is tracked (`remaining` = stock − units ordered).
 */
export function checkQuantity(
  product: Pick<Product, 'type'>,
  declination: Pick<Declination, 'sellByMultipleOf' | 'setQuantity'>,
  quantity: number,
  remaining: number,
  lang: Lang,
): void {
  const isWine = product.type === 'WINE';
  // A box is counted in cases: its declination's multiple is the number of bottles in the case
  // (used for the free-shipping count, §9), not a multiple of cases.
  const productMultiple = isWine || product.type === 'BOX' ? 1 : declination.sellByMultipleOf;
  const result = validateQuantity({
    quantity,
    productType: product.type,
    sellByMultipleOf: productMultiple,
    declinationSellByMultipleOf: isWine ? declination.sellByMultipleOf : null,
    stock: remaining,
    stockTracked: declination.setQuantity,
  });
  if (result.ok) return;
  const message = quantityErrorMessage(result, lang === 'en' ? 'en' : 'fr_FR');
  const data: QuantityErrorData = { errors: { quantity: message }, fallback: result.fallback };
  throw new ApiError(400, message, data);
}
