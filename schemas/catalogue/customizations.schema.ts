import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, Localized, Nullable, PERCENT_SPELLINGS, SpelledEnum, StrictObject, StringEnum } from '../common.schema.ts';

const CostType = SpelledEnum(['EURO', 'NONE', 'PERCENT'], PERCENT_SPELLINGS, { description: 'EURO adds "+N€", PERCENT (also spelled percent) adds "+N%", NONE is free' });

/** One value tier: a text length (TEXT), a choice (SELECT), with its cost. */
export const CustomizationValueSchema = StrictObject(
  {
    textNumberOfChar: Type.Optional(
      Nullable(Type.Integer({ minimum: 0 }), { description: 'TEXT: tier applies from this many characters' }),
    ),
    selectKey: Type.Optional(Nullable(Type.String({ minLength: 1 }), { description: 'SELECT: key of the choice' })),
    label: Type.Optional(Localized),
    costType: CostType,
    amount: Type.Number({ minimum: 0, description: 'Extra cost in euros' }),
  },
  { title: 'Customization value' },
);

/** The inner customization of §3: kind of input, cost tiers, and file limits for FILE. */
export const CustomizationDefinitionSchema = StrictObject(
  {
    id: Id,
    type: StringEnum(['SIMPLE', 'DYNAMIC_FORM'], { description: 'SIMPLE: one input; DYNAMIC_FORM: a form of values' }),
    inputType: StringEnum(['TEXT', 'SELECT', 'CHECKBOX', 'FILE'], { description: 'Input shown to the customer' }),
    label: Localized,
    help: Type.Optional(Localized),
    required: Type.Optional(Type.Boolean({ default: false, description: 'An answer is required' })),
    customizationValues: Type.Array(CustomizationValueSchema, { description: 'Choices and their cost' }),
    costType: CostType,
    amount: Type.Number({ minimum: 0, description: 'Cost when no value tier applies' }),
    accept: Type.Optional(
      Type.Array(Type.String({ pattern: '^(\\.[a-z0-9]+|[a-z]+/[a-z0-9.+*-]+)$' }), {
        minItems: 1,
        description: 'FILE: accepted extensions (".png") or MIME types',
      }),
    ),
    maxSize: Type.Optional(Type.Integer({ minimum: 1, description: 'FILE: largest accepted file, in bytes' })),
    maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 2000, description: 'TEXT: the longest answer, in characters (a gift voucher’s message)' })),
  },
  {
    title: 'Customization definition',
    allOf: [
      { if: { properties: { inputType: { const: 'FILE' } } }, then: { required: ['accept', 'maxSize'] } },
      {
        if: { properties: { inputType: { const: 'SELECT' } } },
        then: { properties: { customizationValues: { minItems: 1, items: { required: ['selectKey'] } } } },
      },
    ],
  },
);

/** A customization offered on products (GET /product/{id}/customization). */
export const CustomizationSchema = StrictObject(
  {
    id: Id,
    idProducts: Type.Array(Id, { uniqueItems: true, description: 'Products offering this customization' }),
    order: Type.Optional(Type.Integer({ minimum: 0, description: 'Position in the list' })),
    customization: CustomizationDefinitionSchema,
  },
  { title: 'Customization' },
);
export type Customization = Static<typeof CustomizationSchema>;

export const CustomizationsDocumentSchema = DocumentSchema(
  { customizations: Type.Array(CustomizationSchema, { description: 'Product customizations, by id' }) },
  { title: 'Customizations', description: 'catalogue/customizations.json: product customizations and their costs' },
);
export type CustomizationsDocument = Static<typeof CustomizationsDocumentSchema>;
