import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../../common.schema.ts';
import { OpenObject } from '../open-object.ts';
import { EurosSchema, type InCents } from '../euros.ts';

/*
 * A product as the API answers it (§3 Product, Localized values resolved): `GET /product`,
 * `GET /product/{id}`, `GET /v2/product/recommended/{id}`. The one declaration of the answer
 * (decision 0073): blocks, the customize page and the structured data read its type or a `Pick`
 * of it. Amounts in euros, as §3 serves them, marked `EurosSchema`: `api.call` and the
 * configuration cache give them in cents (decision 0076, `ProductInCents` and its parts below).
 * A discount's `amount` is not marked: it is euros or percent points by its `type`, read by the
 * money rules only (`shareCents`, `formatDiscount`), the same on the server and in the runtime.
 * Objects are open: a newer API may add fields.
 */

/** A picture as served: `src` into the site's `media/`, `alt` in the request's language, its size. */
export const ServedImageSchema = Type.Object({ src: Type.String(), alt: Type.String(), width: Type.Integer(), height: Type.Integer() });
export type ServedImage = Static<typeof ServedImageSchema>;

/** One of a declination's `variation1..3` (§3): its variation's label, display label and this declination's value. */
export const DeclinationVariationSchema = OpenObject({
  idVariation: Nullable(Type.Number()),
  id: Nullable(Type.Number()),
  label: Type.String(),
  displayLabel: Nullable(Type.String()),
  value: Type.String(),
});

/** A discount (§3 Product discount): `amount` is euros for EURO, percent points for PERCENT (unmarked, see above). */
export const ServedProductDiscountSchema = OpenObject({
  id: Type.Number(),
  label: Type.Optional(Nullable(Type.String())),
  type: StringEnum(['EURO', 'PERCENT']),
  amount: Type.Number(),
  detailType: Type.Optional(Nullable(Type.Literal('SHIPPING_FEES'))),
});
export type ServedProductDiscount = Static<typeof ServedProductDiscountSchema>;

/** One declination: `quantity` is the stock left, `price`/`priceToPay` one unit's. */
export const ServedDeclinationSchema = OpenObject({
  id: Type.Number(),
  year: Nullable(Type.Number()),
  /** Absent for a type without capacity (a VOUCHER, decision 0059). */
  capacity: Type.Optional(Type.Number()),
  capacityUnit: Type.Optional(StringEnum(['LITER', 'CENTILITRE'])),
  price: EurosSchema(),
  priceToPay: EurosSchema(),
  quantity: Type.Number(),
  setQuantity: Type.Boolean(),
  sellByMultipleOf: Type.Number(),
  discount: Nullable(ServedProductDiscountSchema),
  /** Decreasing discounts by quantity (its own or its product's); they never add to `discount`. `amount` as a discount's (unmarked). */
  quantityDiscounts: Type.Optional(Type.Array(OpenObject({ type: StringEnum(['EURO', 'PERCENT']), amount: Type.Number(), fromQuantity: Type.Number() }))),
  variations: Type.Array(OpenObject({ idVariation: Type.Number(), id: Type.Number() })),
  variation1: Type.Optional(Nullable(DeclinationVariationSchema)),
  variation2: Type.Optional(Nullable(DeclinationVariationSchema)),
  variation3: Type.Optional(Nullable(DeclinationVariationSchema)),
  /** The detailed declination name of §3 ('Millésime : 2023 - Format : Bouteille 75 cl'). */
  name: Type.String(),
  reference: Type.Optional(Type.String()),
  image: Type.Optional(ServedImageSchema),
});
export type ServedDeclination = Static<typeof ServedDeclinationSchema>;

/** An award of a product (GET /award?product=, and on each product of GET /product). */
export const ServedAwardSchema = OpenObject({
  id: Type.Number(),
  idDeclination: Type.Optional(Nullable(Type.Number())),
  name: Type.String(),
  competition: Type.Optional(Type.String()),
  year: Type.Optional(Type.Number()),
  image: Type.Optional(ServedImageSchema),
});
export type ServedAward = Static<typeof ServedAwardSchema>;

/** A product of a list, of the recommended products, and the head of `GET /product/{id}`. */
export const ServedProductSchema = OpenObject({
  id: Type.Number(),
  name: Type.String(),
  summary: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  kind: Type.Optional(Type.String()),
  tags: Type.Optional(Type.Array(Type.String())),
  /** The product's address segment (its slug). */
  url: Type.Optional(Type.String()),
  slug: Type.Optional(Type.String()),
  image: ServedImageSchema,
  productType: StringEnum(['WINE', 'BOX', 'OTHER', 'VOUCHER']),
  price: EurosSchema(),
  priceToPay: EurosSchema(),
  discount: Nullable(ServedProductDiscountSchema),
  declination: Type.Array(ServedDeclinationSchema),
  /** Whether the product takes a customization (GET /product and GET /product/{id} say it; absent from an older API). */
  hasCustomization: Type.Optional(Type.Boolean()),
  /** On each product of `GET /product`, and on `GET /product/{id}?with=awards`. */
  awards: Type.Optional(Type.Array(ServedAwardSchema)),
});
export type ServedProduct = Static<typeof ServedProductSchema>;

/** A feature of the product page (by declination for a variation feature). */
export const ServedFeatureSchema = OpenObject({ id: Type.Number(), idDeclination: Type.Optional(Nullable(Type.Number())), label: Type.String(), value: Type.String() });
export type ServedFeature = Static<typeof ServedFeatureSchema>;

/**
 * `GET /product/{id}`: the product with its features, variation features, meal icons and `names`
 * in every language (a page links to its other language's address without asking again); with
 * `?with=awards,recommended` its awards and recommended products too (a product page in one call).
 * Served with an ETag that follows the catalogue and the stock (decision 0030).
 */
export const ServedProductDetailSchema = OpenObject({
  ...ServedProductSchema.properties,
  features: Type.Array(ServedFeatureSchema),
  variationFeatures: Type.Array(ServedFeatureSchema),
  mealIcons: Type.Array(OpenObject({ id: Type.Number(), name: Type.String(), icon: ServedImageSchema })),
  hasCustomization: Type.Boolean(),
  /** An older API leaves it out: the other language is asked for. */
  names: Type.Optional(OpenObject({ fr: Type.Optional(Type.String()), en: Type.Optional(Type.String()) })),
  recommendedProducts: Type.Optional(Type.Array(ServedProductSchema)),
});
export type ServedProductDetail = Static<typeof ServedProductDetailSchema>;

/** A product as `api.call` and the configuration cache give it: its prices in cents (decision 0076). */
export type ProductInCents = InCents<ServedProduct>;
/** A declination as its caller gets it: `price`, `priceToPay` in cents. */
export type DeclinationInCents = InCents<ServedDeclination>;
/** `GET /product/{id}` as its caller gets it: the product's, its declinations' and its recommended products' prices in cents. */
export type ProductDetailInCents = InCents<ServedProductDetail>;
