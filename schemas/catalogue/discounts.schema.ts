import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, IS_PERCENT, Localized, Nullable, PERCENT_SPELLINGS, SpelledEnum, StrictObject, StringEnum } from '../common.schema.ts';

/** A product discount: a euro amount or a percent; detailType SHIPPING_FEES means free shipping. */
export const DiscountSchema = StrictObject(
  {
    id: Id,
    label: Type.Optional(Localized),
    type: SpelledEnum(['EURO', 'PERCENT'], PERCENT_SPELLINGS, { description: 'A euro amount or a percentage (also spelled percent)' }),
    amount: Type.Number({ minimum: 0, description: 'Euros or percent, after type' }),
    detailType: Type.Optional(Nullable(StringEnum(['SHIPPING_FEES']), { description: 'SHIPPING_FEES: free shipping' })),
  },
  {
    title: 'Discount',
    allOf: [{ if: IS_PERCENT, then: { properties: { amount: { maximum: 100 } } } }],
  },
);
export type Discount = Static<typeof DiscountSchema>;

/**
 * A decreasing discount by quantity (spec §3): from `fromQuantity` units of one cart line, each
 * unit costs `amount` euros or percent less. It never adds to the product's discount: the one
 * that takes more off the unit price applies (rules/shop/pricing/unit-price-at.ts).
 */
export const QuantityDiscountSchema = StrictObject(
  {
    fromQuantity: Type.Integer({ minimum: 2, description: 'Units of one cart line from which the tier applies (2 or more)' }),
    type: SpelledEnum(['EURO', 'PERCENT'], PERCENT_SPELLINGS, { description: 'A euro amount off each unit, or a percentage (also spelled percent)' }),
    amount: Type.Number({ exclusiveMinimum: 0, description: 'Euros or percent off each unit, after type' }),
  },
  {
    title: 'Quantity discount',
    allOf: [{ if: IS_PERCENT, then: { properties: { amount: { exclusiveMaximum: 100 } } } }],
  },
);
export type QuantityDiscount = Static<typeof QuantityDiscountSchema>;

/** Tiers by quantity, ordered by `fromQuantity`; `npm run validate` checks that each takes more off than the one before. */
export const QuantityDiscounts = (description: string) =>
  Type.Optional(Type.Array(QuantityDiscountSchema, { maxItems: 10, description }));

export const DiscountsDocumentSchema = DocumentSchema(
  { discounts: Type.Array(DiscountSchema, { description: 'Discounts, by id' }) },
  { title: 'Discounts', description: 'catalogue/discounts.json: discounts that products and declinations refer to' },
);
export type DiscountsDocument = Static<typeof DiscountsDocumentSchema>;
