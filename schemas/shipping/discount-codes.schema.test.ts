import { describe, expect, it } from 'vitest';
import { validateDocument } from '../validation/validate-document.ts';

const code = (extra: object = {}) => ({
  code: 'BIENVENUE10', type: 'PERCENT', amount: 10, minimum: 50, validFrom: '2026-01-01', validUntil: null, maxUses: null, ...extra,
});
const doc = (discountCodes: unknown[]) => ({ $schema: 'x', schemaVersion: 1, discountCodes });

describe('shipping/discount-codes.json schema', () => {
  it('accepts a percent code without end date', () => {
    expect(validateDocument('discount-codes', doc([code()])).errors).toEqual([]);
  });

  it('rejects a percent above 100, a malformed date and a lower-case code', () => {
    const result = validateDocument('discount-codes', doc([code({ amount: 150, validFrom: '01/01/2026', code: 'promo' })]));
    expect(result.errors.map((e) => e.pointer)).toEqual(['/discountCodes/0/amount', '/discountCodes/0/code', '/discountCodes/0/validFrom']);
  });

  it('rejects the same code twice', () => {
    const result = validateDocument('discount-codes', doc([code(), code()]));
    expect(result.errors).toEqual([{ pointer: '/discountCodes/1/code', message: 'duplicate code "BIENVENUE10"' }]);
  });
});
