import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, ImageSchema, Localized, Nullable, StrictObject } from '../common.schema.ts';

/** An award won by a product (GET /award?product={id}). */
export const AwardSchema = StrictObject(
  {
    id: Id,
    idProduct: Id,
    idDeclination: Type.Optional(Nullable(Id, { description: 'The awarded vintage; null for the whole product' })),
    name: Localized,
    competition: Type.Optional(Localized),
    year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100, description: 'Year of the award', examples: [2023] })),
    image: Type.Optional(ImageSchema),
  },
  { title: 'Award' },
);
export type Award = Static<typeof AwardSchema>;

export const AwardsDocumentSchema = DocumentSchema(
  { awards: Type.Array(AwardSchema, { description: 'Awards and medals, by id' }) },
  { title: 'Awards', description: 'catalogue/awards.json: medals and awards of the products' },
);
export type AwardsDocument = Static<typeof AwardsDocumentSchema>;
