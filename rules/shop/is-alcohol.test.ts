import { describe, expect, it } from 'vitest';
import { isAlcohol } from './is-alcohol.ts';

describe('isAlcohol', () => {
  it('counts wine and boxes of wine as alcohol, other goods not', () => {
    expect(isAlcohol('WINE')).toBe(true);
    expect(isAlcohol('BOX')).toBe(true);
    expect(isAlcohol('OTHER')).toBe(false);
  });
});
