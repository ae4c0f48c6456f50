import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, StrictObject, StringEnum } from '../common.schema.ts';

/** A stored Google review (GET /google/reviews?from=), kept in the language it was written in. */
export const ReviewSchema = StrictObject(
  {
    id: Type.String({ minLength: 1 }),
    author: Type.String({ minLength: 1 }),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    text: Type.String(),
    language: Type.Optional(StringEnum(['fr', 'en'])),
    date: Type.String({ format: 'date', description: 'YYYY-MM-DD' }),
  },
  { title: 'Review' },
);
export type Review = Static<typeof ReviewSchema>;

export const ReviewsDocumentSchema = DocumentSchema(
  {
    placeUrl: Type.Optional(Type.String({ format: 'uri', description: 'Google page of the place' })),
    reviews: Type.Array(ReviewSchema),
  },
  { title: 'Reviews', description: 'content/reviews.json: stored Google reviews' },
);
export type ReviewsDocument = Static<typeof ReviewsDocumentSchema>;
