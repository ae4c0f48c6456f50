import type { Locale } from '../../rules/locale.ts';

/** Normalises a `userLang` value (`fr_FR`, `fr`, `fr-FR`, `en`, `en-GB`…); null when unknown. */
export function normalizeLang(raw: string | undefined | null): Locale | null {
  if (raw === undefined || raw === null || raw.trim() === '') return 'fr_FR';
  const value = raw.trim().toLowerCase().replace('-', '_');
  if (value === 'fr' || value.startsWith('fr_')) return 'fr_FR';
  if (value === 'en' || value.startsWith('en_')) return 'en';
  return null;
}
