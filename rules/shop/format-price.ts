import { toBcp47 } from '../locale.ts';
import type { Locale } from '../locale.ts';

const formats = new Map<string, Intl.NumberFormat>();

function priceFormat(locale: Locale): Intl.NumberFormat {
  const tag = toBcp47(locale);
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(tag, format);
  }
  return format;
}

/**
 * Price display (§9) of euros as the API serves them: 2 decimals and €, as Intl writes it —
 * '12,50 €' in French (with the no-break spaces Intl uses), '€12.50' in English. The one euro
 * formatter of Vitrine: one Intl formatter per language, cached. An amount computed from other
 * amounts is computed in cents and shown with `formatCents`.
 */
export function formatPrice(amount: number, locale: Locale): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw new RangeError(`A price must be a finite number, got ${String(amount)}`);
  }
  return priceFormat(locale).format(amount);
}

/** Integer cents shown as `formatPrice` shows euros: 1250 → '12,50 €' (fr) / '€12.50' (en). */
export function formatCents(cents: number, locale: Locale): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer, got ${String(cents)}`);
  return priceFormat(locale).format(cents / 100);
}
