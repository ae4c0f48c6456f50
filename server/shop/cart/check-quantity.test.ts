import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors/api-error.ts';
import { checkQuantity } from './check-quantity.ts';

const caught = (fn: () => void): ApiError => {
  try {
    fn();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a refusal');
};

describe('checkQuantity', () => {
  it('accepts a multiple within stock', () => {
    expect(() => checkQuantity({ type: 'WINE' }, { sellByMultipleOf: 6, setQuantity: true }, 12, 20, 'en')).not.toThrow();
  });

  it('refuses a wine quantity that is not a multiple of the bottles', () => {
    const error = caught(() => checkQuantity({ type: 'WINE' }, { sellByMultipleOf: 6, setQuantity: false }, 4, 0, 'en'));
    expect(error.status).toBe(400);
    expect(error.message).toBe('This product can only be added by multiple of 6 bottles');
    expect(error.data).toEqual({ errors: { quantity: error.message }, fallback: 6 });
  });

  it('refuses more than the remaining stock, in French', () => {
    const error = caught(() => checkQuantity({ type: 'OTHER' }, { sellByMultipleOf: 1, setQuantity: true }, 5, 3, 'fr_FR'));
    expect(error.message).toBe('Il ne reste que 3 articles en stock');
  });

  it('refuses zero cases, and counts a box in whole cases whatever its bottles per case', () => {
    expect(caught(() => checkQuantity({ type: 'BOX' }, { sellByMultipleOf: 6, setQuantity: false }, 0, 0, 'en')).message).toBe('Quantity must be greater than 0');
    expect(() => checkQuantity({ type: 'BOX' }, { sellByMultipleOf: 6, setQuantity: false }, 3, 0, 'en')).not.toThrow();
  });

  it('refuses other goods off their multiple', () => {
    expect(caught(() => checkQuantity({ type: 'OTHER' }, { sellByMultipleOf: 2, setQuantity: false }, 3, 0, 'en')).message).toBe('This product can only be added by multiple of 2');
  });
});
