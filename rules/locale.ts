/** The two locales of Vitrine on the wire (`userLang`); the API also accepts `fr`. */
export type Locale = 'fr_FR' | 'en';

/** Any locale code the rules accept: the two wire codes plus the short `fr`. */
export type LocaleInput = Locale | 'fr';

const BCP47: Record<LocaleInput, string> = { fr_FR: 'fr-FR', fr: 'fr-FR', en: 'en' };

/** Maps a wire locale to the BCP 47 tag Intl expects; throws on anything else. */
export function toBcp47(locale: LocaleInput): string {
  const tag = BCP47[locale];
  if (tag === undefined) {
    throw new RangeError(`Unknown locale "${String(locale)}": expected "fr_FR", "fr" or "en"`);
  }
  return tag;
}

/** True when the locale is French (`fr_FR` or `fr`). */
export function isFrench(locale: LocaleInput): boolean {
  return toBcp47(locale) === 'fr-FR';
}
