import { Type, type Static } from '@sinclair/typebox';

const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });

/** An address of the order body (§7): billing always, delivery for a delivered order. */
export const OrderAddressSchema = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 40 })),
  firstname: Text(200),
  lastname: Text(200),
  firstPart: Text(300),
  secondPart: Type.Optional(Type.Union([Type.String({ maxLength: 300 }), Type.Null()])),
  postalCode: Type.String({ minLength: 2, maxLength: 12, pattern: '^[0-9A-Za-z -]+$' }),
  city: Text(200),
  country: Type.String({ pattern: '^[A-Za-z]{3}$', description: 'Three-letter country code' }),
});
export type OrderAddress = Static<typeof OrderAddressSchema>;

/** The §7 order body. */
export const OrderBodySchema = Type.Object({
  idCart: Type.String({ minLength: 1, maxLength: 64 }),
  user: Type.Object({
    phone: Type.String({ minLength: 6, maxLength: 40, pattern: '^[0-9+ ().-]+$' }),
    /** A guest's e-mail (required without a session; a member's mails go to the account's address). */
    email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Null()])),
  }),
  address: Type.Object({
    delivery: Type.Optional(Type.Union([OrderAddressSchema, Type.Null()])),
    billing: OrderAddressSchema,
  }),
  discount: Type.Optional(
    Type.Union([Type.String({ maxLength: 100 }), Type.Object({ code: Type.String({ maxLength: 100 }) }), Type.Null()]),
  ),
  message: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  delivery: Type.Object({
    type: Type.Union([Type.Literal('PICKUP'), Type.Literal('DELIVERY'), Type.Literal('CLICK_AND_COLLECT'), Type.Literal('NO_DELIVERY')]),
    idCarrier: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()])),
    serviceName: Type.Optional(Type.String({ maxLength: 200 })),
    serviceCode: Type.Optional(Type.String({ maxLength: 100 })),
    servicePrice: Type.Optional(Type.Number({ minimum: 0 })),
    accessPointId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    idAddress: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  }),
  dateSchedule: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
  idSchedule: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()])),
  deliveryPostalCode: Type.Optional(Type.Union([Type.String({ maxLength: 12 }), Type.Null()])),
  deliveryIdCountry: Type.Optional(Type.Union([Type.String({ maxLength: 3 }), Type.Integer(), Type.Null()])),
  /** Extension of §7 (French law): the terms of sale accepted; required (checkOrderConsents). */
  acceptTerms: Type.Optional(Type.Boolean()),
  /** Extension of §7: the buyer certifies being of legal drinking age; required for alcohol unless a member confirmed before. */
  legalAge: Type.Optional(Type.Boolean()),
});
export type OrderBody = Static<typeof OrderBodySchema>;
