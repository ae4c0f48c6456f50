import type { CustomFormats } from 'react-intl';

/**
 * The `formats` of IntlProvider: `price` (EUR, 2 decimals — `intl.formatNumber(v, { format:
 * 'price' })` gives '12,50 €' / '€12.50') and `decimal` (up to 2 decimals). Dates use
 * `formatDate`/`formatDateTime`, since §9 wants dd/mm/yyyy in English too.
 */
export const reactIntlFormats = {
  number: {
    price: { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 },
    decimal: { maximumFractionDigits: 2 },
  },
} as const satisfies CustomFormats;
