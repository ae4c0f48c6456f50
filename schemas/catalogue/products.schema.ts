import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, ImageSchema, Localized, LocalizedHtml, Nullable, SlugField, StrictObject, StringEnum } from '../common.schema.ts';
import { LocalizedSlug } from '../site/page.schema.ts';
import { QuantityDiscounts } from './discounts.schema.ts';

const IdRefs = (description: string) => Type.Optional(Type.Array(Id, { uniqueItems: true, description }));

/** One declination (a sellable variant) of a product: vintage, capacity, price, stock. */
export const DeclinationSchema = StrictObject(
  {
    id: Type.Integer({ minimum: 1, description: 'Declination id, unique in the catalogue (the id added to the cart)' }),
    reference: Type.Optional(Type.String({ description: 'Stock keeping reference' })),
    year: Nullable(Type.Integer({ minimum: 1900, maximum: 2100 }), { description: 'Vintage; null for non-vintage (always null for a type without vintages: OTHER, VOUCHER)' }),
    capacity: Type.Optional(Type.Number({ exclusiveMinimum: 0, description: 'Volume of one unit, in capacityUnit: required for WINE and BOX, absent for a VOUCHER' })),
    capacityUnit: Type.Optional(StringEnum(['LITER', 'CENTILITRE'], { description: 'Unit of capacity (with capacity)' })),
    price: Type.Number({ minimum: 0, description: 'Unit price in euros, taxes included' }),
    fixedPrice: Type.Optional(
      Nullable(Type.Number({ minimum: 0 }), { description: 'Price that no discount changes; null when discounts apply' }),
    ),
    quantity: Type.Integer({ minimum: 0, description: 'Units in stock' }),
    setQuantity: Type.Boolean({ description: 'True when the stock is tracked (quantity limits orders)' }),
    sellByMultipleOf: Type.Integer({ minimum: 1, description: 'Quantities must be multiples of this (6 = by the case)' }),
    idDiscount: Type.Optional(Nullable(Id, { description: 'A discount of catalogue/discounts.json' })),
    quantityDiscounts: QuantityDiscounts("Decreasing discounts by quantity for this declination, replacing the product's ([] for none)"),
    variations: Type.Array(
      StrictObject({ idVariation: Id, id: Id }, { description: 'A variation (catalogue/variations.json) and one of its values' }),
      { maxItems: 3, description: 'Up to three variation values naming this declination' },
    ),
    image: Type.Optional(ImageSchema),
  },
  { title: 'Declination' },
);
export type Declination = Static<typeof DeclinationSchema>;

/** A product of the shop (spec §3 Product). */
export const ProductSchema = StrictObject(
  {
    id: Id,
    type: StringEnum(['WINE', 'BOX', 'OTHER', 'VOUCHER'], {
      description: 'WINE bottles, BOX of bottles, OTHER goods (all shipped), VOUCHER: a gift voucher sent by e-mail with its code (never shipped, no bottle rule; decision 0059)',
    }),
    subtype: Nullable(StringEnum(['BOTTLE']), { description: 'BOTTLE for wine sold by the bottle' }),
    kind: Type.Optional(SlugField('Value of the "kind" list filter (e.g. rouge, blanc, rose, effervescent)')),
    tags: Type.Optional(Type.Array(SlugField('A tag of the "tags" list filter'), { uniqueItems: true, description: 'Tags for list filters' })),
    name: Localized,
    slug: LocalizedSlug,
    summary: Type.Optional(Localized),
    description: LocalizedHtml,
    image: ImageSchema,
    isValid: Type.Optional(Type.Boolean({ default: true, description: 'Listed in the shop' })),
    isDematerialized: Type.Optional(Type.Boolean({ default: false, description: 'No physical delivery' })),
    hasShippingFees: Type.Optional(Type.Boolean({ default: true, description: 'Shipping fees apply' })),
    preparationDays: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 60, description: 'Working days (Monday to Friday) needed to prepare the product (an engraved box): no pickup before them' }),
    ),
    idDiscount: Type.Optional(Nullable(Id, { description: 'A discount of catalogue/discounts.json for every declination' })),
    quantityDiscounts: QuantityDiscounts('Decreasing discounts by quantity for every declination without its own'),
    declinations: Type.Array(DeclinationSchema, { minItems: 1, description: 'Sellable versions (vintage, size, …)' }),
    mealIcons: IdRefs('Ids of catalogue/meal-icons.json'),
    recommended: IdRefs('Ids of recommended products'),
    order: Type.Optional(Type.Integer({ minimum: 0, description: 'Position in the list' })),
  },
  { title: 'Product' },
);
export type Product = Static<typeof ProductSchema>;

export const ProductsDocumentSchema = DocumentSchema(
  { products: Type.Array(ProductSchema, { description: 'Products of the shop, by id' }) },
  { title: 'Products', description: 'catalogue/products.json: the products of the shop with their declinations' },
);
export type ProductsDocument = Static<typeof ProductsDocumentSchema>;
