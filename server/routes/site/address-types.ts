import type { Locale } from '../../../rules/locale.ts';

const types = [
  { id: 1, value: 'SHIPPING', fr: 'Adresse de livraison', en: 'Delivery address' },
  { id: 2, value: 'BILLING', fr: 'Adresse de facturation', en: 'Billing address' },
  { id: 3, value: 'HEAD_OFFICE', fr: 'Siège social', en: 'Head office' },
  { id: 4, value: 'CLICK_AND_COLLECT', fr: 'Retrait sur place', en: 'Click and collect' },
] as const;

/** The address types (§7 GET /admin/address/type), labelled in the request language. */
export function addressTypes(lang: Locale): { id: number; value: string; label: string }[] {
  return types.map(({ id, value, fr, en }) => ({ id, value, label: lang === 'en' ? en : fr }));
}
