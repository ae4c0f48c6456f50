import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, Localized, Nullable, StrictObject, StringEnum } from '../common.schema.ts';

/** A product discount: a euro amount or a percent; detailType SHIPPING_FEES means free shipping. */
export const DiscountSchema = StrictObject(
  {
    id: Id,
    label: Type.Optional(Localized),
    type: StringEnum(['EURO', 'PERCENT'], { description: 'A euro amount or a percentage' }),
    amount: Type.Number({ minimum: 0, description: 'Euros or percent, after type' }),
    detailType: Type.Optional(Nullable(StringEnum(['SHIPPING_FEES']), { description: 'SHIPPING_FEES: free shipping' })),
  },
  {
    title: 'Discount',
    allOf: [{ if: { properties: { type: { const: 'PERCENT' } } }, then: { properties: { amount: { maximum: 100 } } } }],
  },
);
export type Discount = Static<typeof DiscountSchema>;

export const DiscountsDocumentSchema = DocumentSchema(
  { discounts: Type.Array(DiscountSchema, { description: 'Discounts, by id' }) },
  { title: 'Discounts', description: 'catalogue/discounts.json: discounts that products and declinations refer to' },
);
export type DiscountsDocument = Static<typeof DiscountsDocumentSchema>;
