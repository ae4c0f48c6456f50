import type { Locale } from '../../../rules/locale.ts';

const LABELS = {
  DELIVERY: { en: 'Home delivery', fr_FR: 'Livraison à domicile' },
  PICKUP: { en: 'Relay point', fr_FR: 'Point relais' },
  CLICK_AND_COLLECT: { en: 'Click and collect (pickup at the shop)', fr_FR: 'Retrait en boutique (click and collect)' },
  NO_DELIVERY: { en: 'No delivery', fr_FR: 'Sans livraison' },
} as const;

/** An order's delivery type as `{ code, value }`, the value in words (the raw code when unknown). */
export function deliveryTypeView(code: string, lang: Locale): { code: string; value: string } {
  const label = (LABELS as Record<string, { en: string; fr_FR: string }>)[code];
  return { code, value: label ? label[lang] : code };
}
