import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, IS_PERCENT, IsoDate, Nullable, PERCENT_SPELLINGS, SpelledEnum, StrictObject } from '../common.schema.ts';

/** A discount code typed at checkout (POST /order/discount). */
export const DiscountCodeSchema = StrictObject(
  {
    code: Type.String({ pattern: '^[A-Z0-9][A-Z0-9_-]*$', description: 'Upper case letters, digits, - and _' }),
    type: SpelledEnum(['EURO', 'PERCENT', 'FREE_SHIPPING'], PERCENT_SPELLINGS, { description: 'What the code gives (PERCENT also spelled percent)' }),
    amount: Type.Number({ minimum: 0, description: 'Euros or percent; 0 for FREE_SHIPPING' }),
    minimum: Type.Number({ minimum: 0, description: 'Smallest cart total (euros) the code applies to' }),
    validFrom: Nullable(IsoDate, { description: 'First valid day; null = now' }),
    validUntil: Nullable(IsoDate, { description: 'Last valid day; null = no end' }),
    maxUses: Nullable(Type.Integer({ minimum: 1 }), { description: 'Uses allowed in all; null = unlimited' }),
    isActive: Type.Optional(Type.Boolean({ default: true, description: 'Accepted at checkout' })),
  },
  {
    title: 'Discount code',
    allOf: [{ if: IS_PERCENT, then: { properties: { amount: { maximum: 100 } } } }],
  },
);
export type DiscountCode = Static<typeof DiscountCodeSchema>;

export const DiscountCodesDocumentSchema = DocumentSchema(
  { discountCodes: Type.Array(DiscountCodeSchema, { description: 'Discount codes, by code' }) },
  { title: 'Discount codes', description: 'shipping/discount-codes.json: checkout discount codes' },
);
export type DiscountCodesDocument = Static<typeof DiscountCodesDocumentSchema>;
