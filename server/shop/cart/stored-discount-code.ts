import type { Locale } from '../../../rules/locale.ts';
import type { DiscountCode } from '../../../schemas/shipping/discount-codes.schema.ts';
import { ApiError } from '../../errors/api-error.ts';
import { findDiscountCode, UNKNOWN_DISCOUNT_CODE } from './discount-code.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

/**
 * What `POST /cart` and `POST /cart/{cartId}` store from their `discountCode` (spec §7):
 * `undefined` leaves the stored code alone, `null` or a blank string clears it, and a code the
 * site offers is stored as the site spells it. An unknown code is refused (404, in the request's
 * language) before anything is written, so a cart never holds a code its order would refuse.
 * Dates, uses and minimum are checked by the order, which knows the amounts.
 */
export function storedDiscountCode(rules: readonly DiscountCode[], value: string | null | undefined, lang: Locale): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  const rule = findDiscountCode(rules, value);
  if (!rule) throw new ApiError(404, pickText(UNKNOWN_DISCOUNT_CODE, lang));
  return rule.code;
}
