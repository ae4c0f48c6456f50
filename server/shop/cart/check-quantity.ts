import type { Declination, Product } from '../../../schemas/catalogue/products.schema.ts';
import { addQuantityRule, quantityErrorMessage, validateQuantity } from '../../../rules/index.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Locale } from '../../../rules/locale.ts';

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
  lang: Locale,
): void {
  const result = validateQuantity({
    quantity,
    ...addQuantityRule(product.type, { sellByMultipleOf: declination.sellByMultipleOf, setQuantity: declination.setQuantity, quantity: remaining }),
  });
  if (result.ok) return;
  const message = quantityErrorMessage(result, lang);
  const data: QuantityErrorData = { errors: { quantity: message }, fallback: result.fallback };
  throw new ApiError(400, message, data);
}
