import { describe, expect, it } from 'vitest';
import { averageRating, reviewsSince } from './filter-reviews.ts';

const reviews = [
  { id: 'a', date: '2025-01-10', rating: 5 },
  { id: 'b', date: '2025-06-01', rating: 4 },
  { id: 'c', date: '2024-11-30', rating: 3 },
];

describe('reviewsSince', () => {
  it('keeps reviews from the date on, newest first', () => {
    expect(reviewsSince(reviews, '2025-01-10').map((r) => r.id)).toEqual(['b', 'a']);
    expect(reviewsSince(reviews, null).map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(reviewsSince(reviews, '2026-01-01')).toEqual([]);
  });
});

describe('averageRating', () => {
  it('averages to one decimal, null without reviews', () => {
    expect(averageRating(reviews)).toBe(4);
    expect(averageRating([{ date: '2025-01-01', rating: 5 }, { date: '2025-01-01', rating: 4 }, { date: '2025-01-01', rating: 4 }])).toBe(4.3);
    expect(averageRating([])).toBeNull();
  });
});
