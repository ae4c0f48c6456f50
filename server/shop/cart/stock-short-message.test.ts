import { describe, expect, it } from 'vitest';
import { stockShortMessage } from './stock-short-message.ts';

describe('stockShortMessage', () => {
  it('names the product and what is left, in the request language, never below 0', () => {
    expect(stockShortMessage('Muscadet 2024', 3, 'fr_FR')).toBe('Stock insuffisant pour Muscadet 2024 : il en reste 3');
    expect(stockShortMessage('Muscadet 2024', -2, 'en')).toBe('Not enough stock left for Muscadet 2024: 0 remaining');
    expect(stockShortMessage('Cuvée {spéciale}', 1200, 'fr_FR')).toBe('Stock insuffisant pour Cuvée {spéciale} : il en reste 1200');
  });
});
