/**
 * Vitrine's two language codes, one per side (decision 0074):
 * - `Locale` (`'fr_FR' | 'en'`) is the language of the API and of everything that speaks: the
 *   `userLang` header and `locale` cookie, the server's messages and mails, the admin panel, the
 *   tools' calls, the formatting rules.
 * - `Lang` (`'fr' | 'en'`) is the language of a page and of a text pair: the URL prefix (`/en`),
 *   `<html lang>`, the keys of a `{ fr, en }` pair in the configuration files and the editor's
 *   bilingual fields.
 * `toLang` and `toLocale` convert one to the other; no other language type exists.
 */
export type Locale = 'fr_FR' | 'en';

/** The language of a page, of its URL and of a `{ fr, en }` text pair's keys. */
export type Lang = 'fr' | 'en';

/** The two page languages, French first. */
export const LANGS: readonly Lang[] = ['fr', 'en'];

const BCP47: Record<Locale | Lang, string> = { fr_FR: 'fr-FR', fr: 'fr-FR', en: 'en' };

/** Maps a language code of either side to the BCP 47 tag Intl expects; throws on anything else. */
export function toBcp47(locale: Locale | Lang): string {
  const tag = BCP47[locale];
  if (tag === undefined) {
    throw new RangeError(`Unknown locale "${String(locale)}": expected "fr_FR", "fr" or "en"`);
  }
  return tag;
}

/** True when the code is French (`fr_FR` or `fr`). */
export function isFrench(locale: Locale | Lang): boolean {
  return toBcp47(locale) === 'fr-FR';
}

/** `fr_FR` → `fr`: a Locale as a page's language (`<html lang>`, a text pair's key). */
export function toLang(locale: Locale | Lang): Lang {
  return isFrench(locale) ? 'fr' : 'en';
}

/** `fr` → `fr_FR`: a page's language as the API's Locale. */
export function toLocale(lang: Locale | Lang): Locale {
  return isFrench(lang) ? 'fr_FR' : 'en';
}
