import type { Formats } from 'intl-messageformat';

/** Named formats an `IntlProvider` adds to the formatjs defaults, by kind (`number`, `date`, `time`). */
export type IntlFormats = Partial<Formats>;

/** No formats besides formatjs's own (one object, so the caches keyed by formats find it again). */
export const NO_FORMATS: IntlFormats = {};

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
