import { Hono } from 'hono';
import { calendarContracts } from '../../../schemas/api/content/calendar-contracts.ts';
import type { AnswerOf } from '../../../schemas/api/route-contract.ts';
import { averageRating, reviewsSince } from '../../content/filter-reviews.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { siteOf } from '../../http/request-context.ts';

type ReviewsAnswer = AnswerOf<typeof calendarContracts.reviews>;

/** GET /google/reviews?from=YYYY-MM-DD: the stored reviews (no outside call), newest first. */
export function reviewRoutes(): Hono {
  const app = new Hono();
  contractRoute(app, calendarContracts.reviews, ({ query }, c) => {
    const from = query.from ? query.from : null;
    const document = siteOf(c).document('reviews');
    if (!document) return { reviews: [], total: 0, averageRating: averageRating([]), placeUrl: null };
    let byFrom = answers.get(document);
    if (!byFrom) {
      byFrom = new Map();
      answers.set(document, byFrom);
    }
    let answer = byFrom.get(from ?? '');
    if (!answer) {
      const reviews = reviewsSince(document.reviews ?? [], from);
      answer = { reviews, total: reviews.length, averageRating: averageRating(reviews), placeUrl: document.placeUrl ?? null };
      if (byFrom.size >= 32) byFrom.clear();
      byFrom.set(from ?? '', answer);
    }
    return answer;
  });
  return app;
}

/** The answers of a reviews.json version, by `from`. */
const answers = new WeakMap<object, Map<string, ReviewsAnswer>>();
