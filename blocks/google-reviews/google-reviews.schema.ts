import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** The stored Google reviews (GET /google/reviews?from=), newest first, with their average rating. */
export const GoogleReviewsSchema = Type.Object(
  {
    title: Type.Optional(Type.String()),
    from: Type.Optional(Type.String({ format: 'date', description: 'Only reviews from this day (YYYY-MM-DD)' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 6 })),
    crop: Type.Optional(Type.Integer({ minimum: -1, description: 'Characters kept of each review; -1 = all (default 120)' })),
  },
  { additionalProperties: false },
);
export type GoogleReviewsProps = Static<typeof GoogleReviewsSchema>;
