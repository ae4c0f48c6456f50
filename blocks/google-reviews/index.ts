import { defineBlock } from '../../runtime/index.ts';
import type { googleReviewsBlock } from './google-reviews.block.ts';
import { GoogleReviews } from './GoogleReviews.tsx';

export default defineBlock<typeof googleReviewsBlock>({
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
  component: GoogleReviews,
});
