import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Nullable } from '../../common.schema.ts';
import { OpenObject } from '../open-object.ts';

/** One of a declination's `variation1..3` (§3): its variation's label, display label and this declination's value. */
export const DeclinationVariationSchema = OpenObject({
  idVariation: Nullable(Type.Number()),
  id: Nullable(Type.Number()),
  label: Type.String(),
  displayLabel: Nullable(Type.String()),
  value: Type.String(),
});

/**
 * `GET /product/{id}`: what a product route's record check reads (its id, name, type and
 * declinations); the product-detail block reads the rest. Served with an ETag that follows the
 * catalogue and the stock (decision 0030), so the runtime keeps it and asks again every time.
 */
export const ServedProductSchema = OpenObject({
  id: Type.Number(),
  name: Type.Optional(Type.String()),
  productType: Type.Optional(Nullable(Type.String())),
  declination: Type.Optional(
    Type.Array(
      OpenObject({
        id: Type.Optional(Type.Number()),
        year: Type.Optional(Nullable(Type.Number())),
        variation1: Type.Optional(Nullable(DeclinationVariationSchema)),
        variation2: Type.Optional(Nullable(DeclinationVariationSchema)),
        variation3: Type.Optional(Nullable(DeclinationVariationSchema)),
      }),
    ),
  ),
  /** The name in every language (an older API leaves it out: the other language is asked for). */
  names: Type.Optional(OpenObject({ fr_FR: Type.Optional(Type.String()), en: Type.Optional(Type.String()) })),
});
export type ServedProduct = Static<typeof ServedProductSchema>;
