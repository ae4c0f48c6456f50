import type { Formats } from 'intl-messageformat';

/** Named formats an `IntlProvider` adds to the formatjs defaults, by kind (`number`, `date`, `time`). */
export type IntlFormats = Partial<Formats>;

/**
 * formatjs's named number formats (`IntlMessageFormat.formats.number`: `{n, number, percent}`) as
 * data: the browser formats messages without intl-messageformat's code (decision 0042);
 * `intl-formats.test.ts` checks they are its own. No message nor call uses a named date or time
 * format (dates go through `formatDate` with options).
 */
export const FORMATJS_FORMATS: Formats = {
  number: { integer: { maximumFractionDigits: 0 }, currency: { style: 'currency' }, percent: { style: 'percent' } },
  date: {},
  time: {},
};

/** formatjs's named number formats (`{n, number, integer}`…) with `custom`'s added (or replacing them), kind by kind. */
export function withFormatjsFormats(custom: IntlFormats | undefined): Formats {
  const own = FORMATJS_FORMATS;
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
