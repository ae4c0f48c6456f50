import { toLang, type Lang, type Locale } from '../locale.ts';

/**
 * A text in the two languages, keyed as the configuration writes it: `{ fr, en }` (decision 0078).
 * The server's message tables, the tools' words and the seo helpers' path pairs share this shape;
 * `T` is a string unless a pair holds a whole table per language.
 */
export type TextPair<T = string> = Readonly<Record<Lang, T>>;

/** The side of a `{ fr, en }` pair for a page's `Lang` or the API's `Locale` (`fr_FR` reads `fr`). */
export function pickText<P extends Partial<TextPair<unknown>>>(pair: P, language: Locale | Lang): P[Lang] {
  return pair[toLang(language)];
}
