import { describe, expect, it } from 'vitest';
import { cardAward } from './card-award.ts';

type Award = { name: string; year?: number };

describe('cardAward', () => {
  it('picks the most recent award, the first listed of its year, an award without a year last', () => {
    expect(cardAward<Award>([{ name: 'a' }, { name: 'b', year: 2023 }, { name: 'c', year: 2025 }, { name: 'd', year: 2025 }])).toEqual({ name: 'c', year: 2025 });
    expect(cardAward<Award>([{ name: 'a' }, { name: 'b' }])).toEqual({ name: 'a' });
  });

  it('gives none for a product without awards', () => {
    expect(cardAward(undefined)).toBeNull();
    expect(cardAward([])).toBeNull();
  });
});
