import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, StrictObject, StringEnum } from '../common.schema.ts';

/** A stored Google review (GET /google/reviews?from=), kept in the language it was written in. */
export const ReviewSchema = StrictObject(
  {
    id: Type.String({ minLength: 1, description: 'Review identifier' }),
    author: Type.String({ minLength: 1, description: 'Name shown with the review' }),
    rating: Type.Integer({ minimum: 1, maximum: 5, description: 'Stars, 1 to 5', examples: [5] }),
    text: Type.String({ description: 'Text of the review' }),
    language: Type.Optional(StringEnum(['fr', 'en'], { description: 'Language the review is written in' })),
    date: Type.String({ format: 'date', description: 'YYYY-MM-DD' }),
  },
  { title: 'Review' },
);
export type Review = Static<typeof ReviewSchema>;

export const ReviewsDocumentSchema = DocumentSchema(
  {
    placeUrl: Type.Optional(Type.String({ format: 'uri', description: 'Google page of the place' })),
    reviews: Type.Array(ReviewSchema, { description: 'Customer reviews' }),
  },
  { title: 'Reviews', description: 'content/reviews.json: stored Google reviews' },
);
export type ReviewsDocument = Static<typeof ReviewsDocumentSchema>;
