import { isFrench } from '../../locale.ts';
import type { Locale } from '../../locale.ts';
import type { QuantityErrorCode } from './validate-quantity.ts';
import type { Lang } from '../../locale.ts';
import { fillPlaceholders } from '../../text/fill-placeholders.ts';

/** The §5 add-to-cart messages, `{n}` standing for the number. English is the spec's wording. */
export const QUANTITY_MESSAGES: Record<Lang, Record<QuantityErrorCode, string>> = {
  en: {
    NOT_POSITIVE: 'Quantity must be greater than 0',
    NOT_MULTIPLE: 'This product can only be added by multiple of {n}',
    OUT_OF_STOCK: 'Only {n} items remaining in stock',
    NOT_MULTIPLE_BOTTLES: 'This product can only be added by multiple of {n} bottles',
  },
  fr: {
    NOT_POSITIVE: 'La quantité doit être supérieure à 0',
    NOT_MULTIPLE: 'Ce produit ne peut être ajouté que par multiple de {n}',
    OUT_OF_STOCK: 'Il ne reste que {n} articles en stock',
    NOT_MULTIPLE_BOTTLES: 'Ce produit ne peut être ajouté que par multiple de {n} bouteilles',
  },
};

/** The user-facing message of a failed `validateQuantity`, in the given locale. */
export function quantityErrorMessage(
  error: { code: QuantityErrorCode; params: { n: number } },
  locale: Locale,
): string {
  const template = QUANTITY_MESSAGES[isFrench(locale) ? 'fr' : 'en'][error.code];
  if (template === undefined) {
    throw new RangeError(`Unknown quantity error code "${String(error.code)}"`);
  }
  return fillPlaceholders(template, { n: error.params.n });
}
