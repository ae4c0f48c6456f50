import { describe, expect, it } from 'vitest';
import { formatDiscount } from './format-discount.ts';

const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

describe('formatDiscount', () => {
  it('writes a percent discount in the locale’s way', () => {
    expect(plain(formatDiscount({ type: 'PERCENT', amount: 15 }, 'fr_FR'))).toBe('−15 %');
    expect(formatDiscount({ type: 'PERCENT', amount: 15 }, 'en')).toBe('−15%');
  });
  it('writes a euro discount as a price with 2 decimals', () => {
    expect(plain(formatDiscount({ type: 'EURO', amount: 1 }, 'fr_FR'))).toBe('−1,00 €');
    expect(formatDiscount({ type: 'EURO', amount: 1 }, 'en')).toBe('−€1.00');
  });
  it('gives no badge for free shipping or nothing off', () => {
    expect(formatDiscount({ type: 'EURO', amount: 0, detailType: 'SHIPPING_FEES' }, 'en')).toBeNull();
    expect(formatDiscount({ type: 'PERCENT', amount: 0 }, 'en')).toBeNull();
    expect(formatDiscount(null, 'en')).toBeNull();
  });
});
