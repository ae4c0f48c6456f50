import { Hono } from 'hono';
import { averageRating, reviewsSince } from '../../content/filter-reviews.ts';
import { ApiError } from '../../errors/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { siteOf } from '../../http/request-context.ts';
import { FROM_NOT_A_DATE } from './from-not-a-date.ts';

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** GET /google/reviews?from=YYYY-MM-DD: the stored reviews (no outside call), newest first. */
export function reviewRoutes(): Hono {
  const app = new Hono();
  app.get('/google/reviews', (c) => {
    const raw = c.req.query('from');
    const from = raw === undefined || raw === '' ? null : raw;
    if (from !== null && !isCalendarDate(from)) {
      throw new ApiError(400, FROM_NOT_A_DATE);
    }
    const document = siteOf(c).document('reviews');
    if (!document) return ok(c, { reviews: [], total: 0, averageRating: averageRating([]), placeUrl: null });
    // Issue 39: the domaine home asks this on every visit; the answer depends on reviews.json alone
    // (the config store hands out one object per version of it), so it is computed once per version and `from`.
    let byFrom = answers.get(document);
    if (!byFrom) {
      byFrom = new Map();
      answers.set(document, byFrom);
    }
    let answer = byFrom.get(from ?? '');
    if (!answer) {
      const reviews = reviewsSince(document.reviews ?? [], from);
      answer = { reviews, total: reviews.length, averageRating: averageRating(reviews), placeUrl: document.placeUrl ?? null };
      // A few `from` dates per page configuration: bounded all the same.
      if (byFrom.size >= 32) byFrom.clear();
      byFrom.set(from ?? '', answer);
    }
    return ok(c, answer);
  });
  return app;
}

/** The answers of a reviews.json version, by `from`. */
const answers = new WeakMap<object, Map<string, unknown>>();
