import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, Localized, Nullable, StrictObject } from '../common.schema.ts';

/** A feature of a product (grape varieties, soil, ageing…), or of one declination. */
export const FeatureSchema = StrictObject(
  {
    id: Id,
    idProduct: Id,
    idDeclination: Type.Optional(Nullable(Id, { description: 'A variation feature: only for this declination' })),
    order: Type.Optional(Type.Integer({ minimum: 0, description: 'Position in the list' })),
    label: Localized,
    value: Localized,
  },
  { title: 'Feature' },
);
export type Feature = Static<typeof FeatureSchema>;

export const FeaturesDocumentSchema = DocumentSchema(
  { features: Type.Array(FeatureSchema, { description: 'Product features, by id' }) },
  { title: 'Features', description: 'catalogue/features.json: product and declination features' },
);
export type FeaturesDocument = Static<typeof FeaturesDocumentSchema>;
