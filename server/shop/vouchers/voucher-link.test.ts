import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkVoucherLink, signVoucherLink, voucherPath } from './voucher-link.ts';

const key = randomBytes(32);

describe('printable voucher links', () => {
  it('open the voucher they sign, and no other', () => {
    const signature = signVoucherLink(key, 87, 5, '7K3MQ9TZ2H4P');
    expect(checkVoucherLink(key, 87, 5, '7K3MQ9TZ2H4P', signature)).toBe(true);
    expect(checkVoucherLink(key, 87, 6, '7K3MQ9TZ2H4P', signature)).toBe(false);
    expect(checkVoucherLink(key, 88, 5, '7K3MQ9TZ2H4P', signature)).toBe(false);
    expect(checkVoucherLink(key, 87, 5, '7K3MQ9TZ2H4Q', signature)).toBe(false);
    expect(checkVoucherLink(randomBytes(32), 87, 5, '7K3MQ9TZ2H4P', signature)).toBe(false);
  });

  it('refuse a missing or malformed signature', () => {
    expect(checkVoucherLink(key, 87, 5, 'X', undefined)).toBe(false);
    expect(checkVoucherLink(key, 87, 5, 'X', 'short')).toBe(false);
  });

  it('have a path in each language', () => {
    expect(voucherPath(5, 'sig', 'fr_FR')).toBe('/gift-voucher/5?signature=sig');
    expect(voucherPath(5, 'sig', 'en')).toBe('/en/gift-voucher/5?signature=sig');
  });
});
