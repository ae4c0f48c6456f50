/**
 * The one language type of Vitrine: the two locales on the wire (`userLang`), in URLs' language,
 * in the server's messages and mails, in the admin panel and the tools. A `{ fr, en }` text pair
 * is read with a Locale (`isFrench`, `localizedKey`, `formatMessage`); `fr`/`en` as such appear
 * only as HTML `lang` values and as the keys of those pairs.
 */
export type Locale = 'fr_FR' | 'en';

/** What the formatting rules also accept from older callers: a Locale or the short `fr`. */
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
