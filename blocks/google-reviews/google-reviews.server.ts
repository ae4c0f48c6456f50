import type { GoogleReviewsData } from './google-reviews.block.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { googleReviewsBlock } from './google-reviews.block.ts';

export default defineBlockServer(googleReviewsBlock, {
  /** GET /google/reviews?from={from}: the stored reviews, no outside call. */
  load: async (ctx): Promise<GoogleReviewsData> => (await import('./load-google-reviews.ts')).loadGoogleReviews(ctx),
  examples: {
    fr: { title: 'Ils nous font confiance', limit: 3 },
    en: { title: 'What our customers say', limit: 3 },
  },
});
