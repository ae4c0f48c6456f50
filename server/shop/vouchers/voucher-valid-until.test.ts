import { describe, expect, it } from 'vitest';
import { voucherValidUntil } from './voucher-valid-until.ts';

describe('voucherValidUntil', () => {
  it('is the same day a year later, on the Paris calendar', () => {
    expect(voucherValidUntil(new Date('2026-11-21T09:00:00Z'))).toBe('2027-11-21');
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(voucherValidUntil(new Date('2026-12-31T23:30:00Z'))).toBe('2028-01-01');
  });

  it('ends a voucher of 29 February on 28 February', () => {
    expect(voucherValidUntil(new Date('2028-02-29T10:00:00Z'))).toBe('2029-02-28');
  });
});
