import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../../common.schema.ts';
import { OpenObject } from '../open-object.ts';
import { EurosSchema, type InCents } from '../euros.ts';
import { defineRoute } from '../route-contract.ts';
import { IdParam, IdParams } from './shop-params.ts';

const CostType = StringEnum(['EURO', 'NONE', 'PERCENT']);

/** One value tier as the API serves it (labels resolved). */
export const ServedCustomizationValueSchema = OpenObject({
  textNumberOfChar: Type.Optional(Nullable(Type.Number())),
  selectKey: Type.Optional(Nullable(Type.String())),
  label: Type.Optional(Type.String()),
  costType: CostType,
  amount: Type.Number(),
});
export type ServedCustomizationValue = Static<typeof ServedCustomizationValueSchema>;

/** A customization a product offers (§3 Customization), in the request's language. */
export const ServedCustomizationSchema = OpenObject({
  id: Type.Number(),
  order: Type.Optional(Type.Number()),
  customization: OpenObject({
    id: Type.Number(),
    type: StringEnum(['SIMPLE', 'DYNAMIC_FORM']),
    inputType: StringEnum(['TEXT', 'SELECT', 'CHECKBOX', 'FILE']),
    label: Type.String(),
    help: Type.Optional(Type.String()),
    required: Type.Optional(Type.Boolean()),
    customizationValues: Type.Array(ServedCustomizationValueSchema),
    costType: CostType,
    amount: Type.Number(),
    /** FILE: accepted extensions (".png") or MIME types. */
    accept: Type.Optional(Type.Array(Type.String())),
    /** FILE: largest accepted file, in bytes. */
    maxSize: Type.Optional(Type.Number()),
  }),
});
export type ServedCustomization = Static<typeof ServedCustomizationSchema>;

/**
 * The customized price of a declination: its unit price, the surcharge, each answer's part (euros
 * on the wire, cents for the caller of `api.call`); `amount` is the customization's own EURO or
 * PERCENT figure as configured, not converted.
 */
export const CustomizedPriceSchema = Type.Object({
  unitPrice: EurosSchema(),
  customizationPrice: EurosSchema(),
  price: EurosSchema(),
  details: Type.Array(Type.Object({ idCustomization: Type.Integer(), costType: CostType, amount: Type.Number(), price: EurosSchema() })),
});
/** The customized price as its caller receives it: amounts in cents. */
export type CustomizedPrice = InCents<Static<typeof CustomizedPriceSchema>>;

/** The customization routes of §7, one declaration each (decision 0076). */
export const customizationContracts = {
  /** The customizations a product offers, in the request's language. */
  ofProduct: defineRoute({ method: 'GET', path: '/product/:id/customization', params: IdParams, answer: Type.Array(ServedCustomizationSchema) }),
  /** A FILE customization's file checked against its types and size (multipart, under `file`); never kept. */
  validateFile: defineRoute({
    method: 'POST',
    path: '/product-customization/:id/file/validate',
    params: IdParams,
    encoding: 'multipart',
    answer: Type.Object({ valid: Type.Literal(true), name: Type.String(), size: Type.Integer(), type: Type.String() }),
  }),
  /** The price of a declination with the answers given so far. */
  price: defineRoute({
    method: 'POST',
    path: '/cart/product/:idProduct/declination/:idDeclination/customize/price',
    params: Type.Object({ idProduct: IdParam, idDeclination: IdParam }),
    body: Type.Object({
      customizations: Type.Array(
        Type.Object({
          idCustomization: Type.Integer({ minimum: 1, maximum: 2147483647 }),
          answer: Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean(), Type.Null()]),
        }),
        { maxItems: 50 },
      ),
    }),
    answer: CustomizedPriceSchema,
  }),
};
