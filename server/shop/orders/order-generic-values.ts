import { ApiError } from '../../errors/api-error.ts';
import type { Locale } from '../../../rules/locale.ts';
import { orderStatusTypes } from '../order-model/order-status.ts';
import { RETURN_STATUSES, returnStatusLabel } from '../order-model/return-steps.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

type Labelled = { code: string; en: string; fr: string };

const DELIVERY_TYPES: Labelled[] = [
  { code: 'DELIVERY', en: 'Home delivery', fr: 'Livraison à domicile' },
  { code: 'PICKUP', en: 'Relay point', fr: 'Point relais' },
  { code: 'CLICK_AND_COLLECT', en: 'Click and collect', fr: 'Retrait sur place' },
  { code: 'NO_DELIVERY', en: 'No delivery', fr: 'Sans livraison' },
];

const RETURN_REASONS: Labelled[] = [
  { code: 'DAMAGED', en: 'Damaged product', fr: 'Produit abîmé' },
  { code: 'WRONG_PRODUCT', en: 'Wrong product received', fr: 'Mauvais produit reçu' },
  { code: 'CORKED', en: 'Corked or faulty wine', fr: 'Vin bouchonné ou défectueux' },
  { code: 'CHANGED_MIND', en: 'Changed my mind', fr: 'Changement d’avis' },
];

const RETURN_STEPS: Labelled[] = RETURN_STATUSES.map((code) => ({ code, en: returnStatusLabel(code, 'en'), fr: returnStatusLabel(code, 'fr_FR') }));

const list = (values: Labelled[], lang: Locale) => values.map((one, index) => ({ id: index + 1, code: one.code, value: pickText(one, lang) }));

export const ORDER_GENERIC_TYPES = ['status', 'delivery-type', 'return-reason', 'return-status'] as const;

/**
 * GET /order-generic-values/{type} (the spec does not show the types; ours): order statuses,
 * delivery types, return reasons and return statuses, as `{ id, code, value }` translated.
 */
export function orderGenericValues(type: string, lang: Locale): { id: number; code: string; value: string }[] {
  switch (type) {
    case 'status':
      return orderStatusTypes(lang);
    case 'delivery-type':
      return list(DELIVERY_TYPES, lang);
    case 'return-reason':
      return list(RETURN_REASONS, lang);
    case 'return-status':
      return list(RETURN_STEPS, lang);
    default:
      throw new ApiError(404, { en: "Unknown order value type ''{type}'': use one of {types}", fr: 'Type de valeur de commande « {type} » inconnu : utilisez l’un de {types}' }, null, { type, types: ORDER_GENERIC_TYPES.join(', ') });
  }
}

export function isReturnReason(code: string): boolean {
  return RETURN_REASONS.some((one) => one.code === code);
}
