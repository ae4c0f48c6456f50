import type { Locale } from '../../../rules/locale.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

const LABELS = {
  DELIVERY: { en: 'Home delivery', fr: 'Livraison à domicile' },
  PICKUP: { en: 'Relay point', fr: 'Point relais' },
  CLICK_AND_COLLECT: { en: 'Click and collect (pickup at the shop)', fr: 'Retrait en boutique (click and collect)' },
  NO_DELIVERY: { en: 'No delivery', fr: 'Sans livraison' },
} as const;

/** An order's delivery type as `{ code, value }`, the value in words (the raw code when unknown). */
export function deliveryTypeView(code: string, lang: Locale): { code: string; value: string } {
  const label = (LABELS as Record<string, { en: string; fr: string }>)[code];
  return { code, value: label ? pickText(label, lang) : code };
}
