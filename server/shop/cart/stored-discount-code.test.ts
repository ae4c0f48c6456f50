import { describe, expect, it } from 'vitest';
import type { DiscountCode } from '../../../schemas/shipping/discount-codes.schema.ts';
import { storedDiscountCode } from './stored-discount-code.ts';

const rules = [{ code: 'BIENVENUE10', isActive: true }, { code: 'OLD', isActive: false }] as unknown as DiscountCode[];

describe('storedDiscountCode', () => {
  it('leaves the code alone when absent, clears it on null or blank', () => {
    expect(storedDiscountCode(rules, undefined, 'en')).toBeUndefined();
    expect(storedDiscountCode(rules, null, 'en')).toBeNull();
    expect(storedDiscountCode(rules, '', 'en')).toBeNull();
    expect(storedDiscountCode(rules, '   ', 'fr_FR')).toBeNull();
  });

  it('stores a known code as the site spells it', () => {
    expect(storedDiscountCode(rules, ' bienvenue10 ', 'en')).toBe('BIENVENUE10');
  });

  it('refuses an unknown or inactive code in the request language', () => {
    expect(() => storedDiscountCode(rules, 'NOPE', 'en')).toThrow('This discount code does not exist');
    expect(() => storedDiscountCode(rules, 'old', 'fr_FR')).toThrow("Ce code de réduction n'existe pas");
  });
});
