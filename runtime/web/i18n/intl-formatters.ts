import type { Formatters } from 'intl-messageformat';

type AnyFormat = Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules;

/** Every formatter built so far, by kind, locale and options (a handful per site: the options come from code and messages). */
const built = new Map<string, AnyFormat>();

function cached<T extends AnyFormat>(kind: string, locales: Intl.LocalesArgument, options: object | undefined, make: () => T): T {
  const key = `${kind}|${String(locales)}|${options === undefined ? '' : JSON.stringify(options)}`;
  let format = built.get(key) as T | undefined;
  if (!format) {
    format = make();
    built.set(key, format);
  }
  return format;
}

/**
 * `Intl` formatters shared by every message and every render, on the server across requests:
 * building an `Intl.NumberFormat` costs far more than using it. The shape is intl-messageformat's
 * `formatters` option, so messages and `formatNumber`/`formatDate` draw from the same cache.
 */
export const intlFormatters: Formatters = {
  getNumberFormat: (locales, options) => cached('number', locales, options, () => new Intl.NumberFormat(locales, options as Intl.NumberFormatOptions)),
  getDateTimeFormat: (locales, options) => cached('date', locales, options, () => new Intl.DateTimeFormat(locales, options)),
  getPluralRules: (locales, options) => cached('plural', locales, options, () => new Intl.PluralRules(locales, options)),
};
