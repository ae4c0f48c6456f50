import type { CustomFormats } from 'react-intl';

/**
 * The `formats` of IntlProvider: `decimal` (up to 2 decimals). Prices go through the one euro
 * formatter, `formatPrice`/`formatCents` (rules/shop/format-price.ts). Dates use
 * `formatDate`/`formatDateTime`, since §9 wants dd/mm/yyyy in English too.
 */
export const reactIntlFormats = {
  number: {
    decimal: { maximumFractionDigits: 2 },
  },
} as const satisfies CustomFormats;
