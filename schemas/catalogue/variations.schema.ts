import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, Localized, Nullable, StrictObject } from '../common.schema.ts';

/** A variation axis (vintage style, size, engraving…) and its values. */
export const VariationSchema = StrictObject(
  {
    id: Id,
    label: Localized,
    displayLabel: Type.Optional(Nullable(Localized, { description: 'Label shown instead of label; null = label' })),
    values: Type.Array(StrictObject({ id: Id, value: Localized }, { title: 'Variation value' }), { minItems: 1, description: 'Possible values' }),
  },
  { title: 'Variation' },
);
export type Variation = Static<typeof VariationSchema>;

export const VariationsDocumentSchema = DocumentSchema(
  { variations: Type.Array(VariationSchema, { description: 'Variations (size, vintage, …), by id' }) },
  { title: 'Variations', description: 'catalogue/variations.json: variation axes of declinations (GET /variation)' },
);
export type VariationsDocument = Static<typeof VariationsDocumentSchema>;
