import { toBcp47 } from '../locale.ts';
import type { LocaleInput } from '../locale.ts';

const formats = new Map<string, Intl.NumberFormat>();

function priceFormat(locale: LocaleInput): Intl.NumberFormat {
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
 * Price display (§9): 2 decimals and €, as Intl writes it — '12,50 €' in French (with the
 * no-break spaces Intl uses), '€12.50' in English. The formatter is cached per locale.
 */
export function formatPrice(amount: number, locale: LocaleInput): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw new RangeError(`A price must be a finite number, got ${String(amount)}`);
  }
  return priceFormat(locale).format(amount);
}
