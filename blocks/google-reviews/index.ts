import { defineBlock } from '../../runtime/blocks/define-block.ts';
import { GoogleReviews } from './GoogleReviews.tsx';
import type { GoogleReviewsData } from './GoogleReviews.tsx';
import { GoogleReviewsSchema } from './google-reviews.schema.ts';

export default defineBlock({
  type: 'google-reviews',
  schema: GoogleReviewsSchema,
  messages: {
    fr: {
      'google-reviews.title': 'Ils nous font confiance',
      'google-reviews.stars': '{rating} étoiles sur 5',
      'google-reviews.average': '{rating} sur 5, d’après {count, plural, one {# avis Google} other {# avis Google}}',
      'google-reviews.all': 'Lire tous les avis sur Google (nouvel onglet)',
    },
    en: {
      'google-reviews.title': 'What our customers say',
      'google-reviews.stars': '{rating} stars out of 5',
      'google-reviews.average': '{rating} out of 5, from {count, plural, one {# Google review} other {# Google reviews}}',
      'google-reviews.all': 'Read all the reviews on Google (new tab)',
    },
  },
  /** GET /google/reviews?from={from}: the stored reviews, no outside call. Imported on the server only: the API calls are not part of the page's JavaScript. */
  load: async (ctx): Promise<GoogleReviewsData> => (await import('./load-google-reviews.ts')).loadGoogleReviews(ctx),
  component: GoogleReviews,
  examples: {
    fr: { title: 'Ils nous font confiance', limit: 3 },
    en: { title: 'What our customers say', limit: 3 },
  },
});
