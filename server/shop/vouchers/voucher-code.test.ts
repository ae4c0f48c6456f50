import { describe, expect, it } from 'vitest';
import { formatVoucherCode, newVoucherCode, VOUCHER_CODE_LENGTH } from './voucher-code.ts';

describe('newVoucherCode', () => {
  it('draws 12 Crockford base-32 characters (no I, L, O, U)', () => {
    for (let i = 0; i < 200; i += 1) expect(newVoucherCode()).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
  });

  it('maps each random byte to one character, every character equally likely', () => {
    const bytes = Uint8Array.from({ length: VOUCHER_CODE_LENGTH }, (_, i) => i * 32 + i);
    expect(newVoucherCode(() => bytes)).toBe('0123456789AB');
    expect(newVoucherCode(() => new Uint8Array(VOUCHER_CODE_LENGTH).fill(31))).toBe('ZZZZZZZZZZZZ');
  });

  it('does not repeat itself', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newVoucherCode()));
    expect(codes.size).toBe(1000);
  });
});

describe('formatVoucherCode', () => {
  it('prints a code in groups of four', () => {
    expect(formatVoucherCode('7K3MQ9TZ2H4P')).toBe('7K3M-Q9TZ-2H4P');
  });
});
