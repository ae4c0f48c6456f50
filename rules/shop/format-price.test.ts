import { describe, expect, it } from 'vitest';
import { formatCents, formatPrice } from './format-price.ts';

/** Intl separates with no-break spaces; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('writes French prices with a comma and a trailing euro sign', () => {
    expect(plain(formatPrice(12.5, 'fr_FR'))).toBe('12,50 €');
    expect(plain(formatPrice(1234.5, 'fr_FR'))).toBe('1 234,50 €');
  });
  it('writes English prices with a leading euro sign', () => {
    expect(formatPrice(12.5, 'en')).toBe('€12.50');
    expect(formatPrice(0, 'en')).toBe('€0.00');
  });
  it('rounds to 2 decimals', () => {
    expect(formatPrice(9.999, 'en')).toBe('€10.00');
  });
  it('rejects a non-finite amount', () => {
    expect(() => formatPrice(Number.NaN, 'en')).toThrow('A price must be a finite number');
  });
});

describe('formatCents', () => {
  it('writes integer cents as formatPrice writes euros', () => {
    expect(plain(formatCents(1250, 'fr_FR'))).toBe('12,50 €');
    expect(formatCents(1250, 'en')).toBe('€12.50');
    expect(formatCents(1250, 'fr_FR')).toBe(formatPrice(12.5, 'fr_FR'));
    expect(plain(formatCents(123_456_789, 'fr_FR'))).toBe('1 234 567,89 €');
  });
  it('shows 3 × 19,99 € as 59,97 € from cents', () => {
    expect(plain(formatCents(3 * 1999, 'fr_FR'))).toBe('59,97 €');
  });
  it('refuses an amount that is not whole cents', () => {
    expect(() => formatCents(12.5, 'en')).toThrow(/integer/);
  });
});
