import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { GoogleReviewsData } from './GoogleReviews.tsx';
import { defineBlockServer } from '../../runtime/index.server.ts';

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

export default defineBlockServer({
  schema: GoogleReviewsSchema,
  /** GET /google/reviews?from={from}: the stored reviews, no outside call. */
  load: async (ctx): Promise<GoogleReviewsData> => (await import('./load-google-reviews.ts')).loadGoogleReviews(ctx),
  examples: {
    fr: { title: 'Ils nous font confiance', limit: 3 },
    en: { title: 'What our customers say', limit: 3 },
  },
});
