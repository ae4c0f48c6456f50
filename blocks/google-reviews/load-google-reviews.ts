import { reviews } from '../../runtime/index.server.ts';
import { unwrap } from '../content-kit/load-context.ts';
import type { BlockLoadContext } from '../../runtime/index.server.ts';
import type { GoogleReviewsData } from './google-reviews.block.ts';
import type { GoogleReviewsProps } from './google-reviews.block.ts';

/** Server side: GET /google/reviews?from=, the stored reviews. */
export async function loadGoogleReviews({ props, api }: BlockLoadContext<GoogleReviewsProps>): Promise<GoogleReviewsData> {
  const data = unwrap(await reviews(api, props.from ?? ''), 'GET /google/reviews');
  return { reviews: data.reviews, total: data.total, averageRating: data.averageRating ?? null, placeUrl: data.placeUrl ?? null };
}
