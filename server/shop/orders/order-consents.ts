import type { Locale } from '../../../rules/locale.ts';
import { isAlcohol } from '../../../rules/shop/is-alcohol.ts';
import { ApiError } from '../../errors/api-error.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

const MESSAGES = {
  acceptTerms: {
    en: 'Please accept the terms of sale to place your order',
    fr: 'Veuillez accepter les conditions générales de vente pour passer commande',
  },
  legalAge: {
    en: 'Please confirm you are of legal drinking age (18+) to buy alcohol',
    fr: 'Veuillez certifier avoir 18 ans révolus pour acheter de l’alcool',
  },
  both: {
    en: 'Please accept the terms of sale and confirm you are of legal drinking age (18+)',
    fr: 'Veuillez accepter les conditions générales de vente et certifier avoir 18 ans révolus',
  },
} as const;

export interface OrderConsentsInput {
  acceptTerms: boolean | undefined;
  legalAge: boolean | undefined;
  /** The product types of the order's lines. */
  productTypes: readonly string[];
  /** The member confirmed their age on an earlier order (always false for a guest). */
  legalAgeConfirmedBefore: boolean;
  lang: Locale;
}

/**
 * French law for an online wine shop: every order accepts the terms of sale, and the first
 * purchase of alcohol certifies the buyer's legal age (a member who confirmed once is not asked
 * again). Throws a 400 whose data names the missing fields (`errors.acceptTerms`,
 * `errors.legalAge`), in the request's language; returns whether this order records a new age
 * confirmation.
 */
export function checkOrderConsents(input: OrderConsentsInput): { confirmsLegalAge: boolean } {
  const asksAge = input.productTypes.some(isAlcohol) && !input.legalAgeConfirmedBefore;
  const errors: Record<string, string> = {};
  if (input.acceptTerms !== true) errors.acceptTerms = pickText(MESSAGES.acceptTerms, input.lang);
  if (asksAge && input.legalAge !== true) errors.legalAge = pickText(MESSAGES.legalAge, input.lang);
  const missing = Object.keys(errors);
  if (missing.length > 0) throw new ApiError(400, missing.length === 2 ? pickText(MESSAGES.both, input.lang) : errors[missing[0]!]!, { errors });
  return { confirmsLegalAge: asksAge };
}
