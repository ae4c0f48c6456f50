import { isFrench } from '../locale.ts';
import type { Locale } from '../locale.ts';
import { fillPlaceholders } from '../text/fill-placeholders.ts';

export interface ShipmentLimitError {
  code: 'BELOW_MIN_BOTTLES' | 'ABOVE_MAX_BOTTLES';
  limit: number;
  message: string;
}

const MESSAGES = {
  BELOW_MIN_BOTTLES: {
    en: 'A shipment must hold at least {n} bottles (a half-bottle counts as half a bottle)',
    fr: 'Un envoi doit contenir au moins {n} bouteilles (une demi-bouteille compte pour moitié)',
  },
  ABOVE_MAX_BOTTLES: {
    en: 'A shipment can hold at most {n} bottles (a half-bottle counts as half a bottle)',
    fr: 'Un envoi peut contenir au plus {n} bouteilles (une demi-bouteille compte pour moitié)',
  },
} as const;

/**
 * Checks MIN_BOTTLES_PER_SHIPMENT and MAX_BOTTLES_PER_SHIPMENT (0 = no limit) against the §9
 * bottle count of the cart that is shipped (callers skip carts without bottles, such as glasses
 * or a decanter only). Null when the cart is within limits. The same rule for the cart page and
 * the order.
 */
export function checkShipmentLimits(bottleCount: number, limits: { min: number; max: number }, locale: Locale): ShipmentLimitError | null {
  const fail = (code: ShipmentLimitError['code'], limit: number): ShipmentLimitError => ({
    code,
    limit,
    message: fillPlaceholders(MESSAGES[code][isFrench(locale) ? 'fr' : 'en'], { n: limit }),
  });
  if (limits.min > 0 && bottleCount < limits.min) return fail('BELOW_MIN_BOTTLES', limits.min);
  if (limits.max > 0 && bottleCount > limits.max) return fail('ABOVE_MAX_BOTTLES', limits.max);
  return null;
}
