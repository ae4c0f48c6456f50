import { describe, expect, it } from 'vitest';
import { quantityErrorMessage } from './quantity-error-message.ts';
import { validateQuantity } from './validate-quantity.ts';
import type { QuantityErrorCode } from './validate-quantity.ts';

describe('quantityErrorMessage', () => {
  it('gives the exact English messages of §5', () => {
    expect(quantityErrorMessage({ code: 'NOT_POSITIVE', params: { n: 0 } }, 'en')).toBe('Quantity must be greater than 0');
    expect(quantityErrorMessage({ code: 'NOT_MULTIPLE', params: { n: 6 } }, 'en')).toBe(
      'This product can only be added by multiple of 6',
    );
    expect(quantityErrorMessage({ code: 'OUT_OF_STOCK', params: { n: 4 } }, 'en')).toBe('Only 4 items remaining in stock');
    expect(quantityErrorMessage({ code: 'NOT_MULTIPLE_BOTTLES', params: { n: 3 } }, 'en')).toBe(
      'This product can only be added by multiple of 3 bottles',
    );
  });
  it('gives the French messages', () => {
    expect(quantityErrorMessage({ code: 'NOT_POSITIVE', params: { n: 0 } }, 'fr_FR')).toBe('La quantité doit être supérieure à 0');
    expect(quantityErrorMessage({ code: 'OUT_OF_STOCK', params: { n: 2 } }, 'fr_FR')).toBe('Il ne reste que 2 articles en stock');
    expect(quantityErrorMessage({ code: 'NOT_MULTIPLE_BOTTLES', params: { n: 6 } }, 'fr_FR')).toBe(
      'Ce produit ne peut être ajouté que par multiple de 6 bouteilles',
    );
  });
  it('reads a validation failure directly', () => {
    const check = validateQuantity({ quantity: 5, productType: 'OTHER', sellByMultipleOf: 6, stockTracked: false });
    if (check.ok) throw new Error('expected a failure');
    expect(quantityErrorMessage(check, 'en')).toBe('This product can only be added by multiple of 6');
  });
  it('rejects an unknown code', () => {
    expect(() => quantityErrorMessage({ code: 'NOPE' as QuantityErrorCode, params: { n: 1 } }, 'en')).toThrow(
      'Unknown quantity error code "NOPE"',
    );
  });
});
