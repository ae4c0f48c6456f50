import IntlMessageFormat, { type Formats } from 'intl-messageformat';

/** Named formats an `IntlProvider` adds to the formatjs defaults, by kind (`number`, `date`, `time`). */
export type IntlFormats = Partial<Formats>;

/** formatjs's named formats (`{n, number, integer}`, `{d, date, short}`…) with `custom`'s added (or replacing them), kind by kind. */
export function withFormatjsFormats(custom: IntlFormats | undefined): Formats {
  const own = IntlMessageFormat.formats;
  return custom ? { number: { ...own.number, ...custom.number }, date: { ...own.date, ...custom.date }, time: { ...own.time, ...custom.time } } : own;
}

/**
 * The site's `formats`: `decimal` (up to 2 decimals). Prices go through the one euro
 * formatter, `formatPrice`/`formatCents` (rules/shop/format-price.ts). Dates use
 * `formatDate`/`formatDateTime`, since §9 wants dd/mm/yyyy in English too.
 */
export const intlFormats = {
  number: {
    decimal: { maximumFractionDigits: 2 },
  },
} as const satisfies IntlFormats;
