/** What the filter needs of a stored review (reviews.json satisfies it). */
interface DatedReview {
  date: string;
  rating: number;
}

/** Reviews written on or after `from` (YYYY-MM-DD, or all when null), newest first. */
export function reviewsSince<R extends DatedReview>(reviews: readonly R[], from: string | null): R[] {
  return reviews
    .filter((review) => from === null || review.date >= from)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The mean rating rounded to one decimal, or null without reviews. */
export function averageRating(reviews: readonly DatedReview[]): number | null {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}
