import { Type, type Static } from '@sinclair/typebox';
import { EurosSchema } from '../euros.ts';
import { AccessPointSchema } from '../../shipping/access-points.schema.ts';
import { SavedAddressSchema } from '../account/saved-address.ts';
import { defineRoute } from '../route-contract.ts';
import { CarrierQuoteSchema } from '../shipping.ts';
import { ServedCartOrderSchema, ServedCartSchema } from './cart.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Country = Type.String({ pattern: '^[A-Za-z]{3}$', description: 'Three-letter country code' });
const PostalCode = Type.String({ minLength: 2, maxLength: 12, pattern: '^[0-9A-Za-z -]+$' });
/** A value of the orders' lists, labelled in the request's language. */
export const LabelledValueSchema = Type.Object({ id: Type.Integer(), code: Type.String(), value: Type.String() });
export type LabelledValue = Static<typeof LabelledValueSchema>;

/** A click-and-collect address with the pick-up slots of `GET /click-and-collect/dates`. */
export const PickupPlaceSchema = Type.Object({
  id: Type.Integer(),
  idAddress: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  addressPart2: Type.Optional(Type.String()),
  postalCode: Type.String(),
  city: Type.String(),
  country: Type.String(),
  instructions: Type.Optional(Type.String()),
  dates: Type.Array(Type.Object({ date: Type.String(), idSchedule: Type.Integer(), opens: Type.String(), closes: Type.String() })),
});
export type PickupPlace = Static<typeof PickupPlaceSchema>;

/** `POST /order/validate`: the cart checked against the catalogue, or the order of a cart already ordered. */
export const ValidatedCartSchema = Type.Union([
  Type.Object({
    cart: ServedCartSchema,
    totalProduct: EurosSchema(),
    totalProductToPay: EurosSchema(),
    bottleCount: Type.Integer(),
    needsShipping: Type.Boolean(),
    freeShipping: Type.Boolean(),
  }),
  Type.Object({ order: ServedCartOrderSchema }),
]);

/** The checkout's routes of §7 and their extensions, one declaration each (decision 0076). */
export const checkoutContracts = {
  /** The carriers offered for these products to this destination, fees in euros. */
  shippingFees: defineRoute({
    method: 'POST',
    path: '/calculate/shipping-fees',
    body: Type.Object({
      products: Type.Array(Type.Object({ idProduct: Id, idDeclination: Type.Optional(Id), quantity: Type.Integer({ minimum: 1, maximum: 100000 }) }), { minItems: 1, maxItems: 200 }),
      postalCode: PostalCode,
      country: Country,
    }),
    answer: Type.Array(CarrierQuoteSchema),
  }),
  /** The relay points nearest a postal code (§3 Access point). */
  accessPoints: defineRoute({
    method: 'POST',
    path: '/relay/access-points',
    body: Type.Object({
      postalCode: PostalCode,
      country: Type.Optional(Country),
      city: Type.Optional(Type.String({ maxLength: 200 })),
      address: Type.Optional(Type.String({ maxLength: 300 })),
      idCarrier: Type.Optional(Id),
    }),
    answer: Type.Array(AccessPointSchema),
  }),
  /** Extension of §7: the pick-up dates offered for click-and-collect (a cart's preparation days move the first). */
  collectDates: defineRoute({
    method: 'GET',
    path: '/click-and-collect/dates',
    query: Type.Object({
      from: Type.Optional(Type.String({ format: 'date' })),
      idCart: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      idAddress: Type.Optional(Id),
    }),
    answer: Type.Array(PickupPlaceSchema),
  }),
  /** The cart checked before its order (prices and stock); an ordered cart's order, resumed. */
  validate: defineRoute({
    method: 'POST',
    path: '/order/validate',
    body: Type.Object({
      idCart: Type.String({ minLength: 1, maxLength: 64 }),
      deliveryType: Type.Optional(Type.Union(['DELIVERY', 'PICKUP', 'CLICK_AND_COLLECT', 'NO_DELIVERY'].map((v) => Type.Literal(v)))),
    }),
    answer: ValidatedCartSchema,
  }),
  /** Extension of §7 (French law): the terms of sale's version, and whether the member certified their legal age. */
  consents: defineRoute({ method: 'GET', path: '/order/consents', answer: Type.Object({ saleTermsVersion: Type.String(), legalAgeConfirmed: Type.Boolean() }) }),
  /** The member's saved addresses: the distinct addresses of their earlier orders (401 without a session). */
  addresses: defineRoute({ method: 'GET', path: '/user/addresses', answer: Type.Array(SavedAddressSchema) }),
  /** The order statuses, labelled in the request's language. */
  statuses: defineRoute({ method: 'GET', path: '/list/order/status', answer: Type.Array(LabelledValueSchema) }),
  /** A list of values of the orders (status, delivery-type, return-reason, return-status), labelled. */
  genericValues: defineRoute({
    method: 'GET',
    path: '/order-generic-values/:type',
    params: Type.Object({ type: Type.String({ minLength: 1, maxLength: 40 }) }),
    answer: Type.Array(LabelledValueSchema),
  }),
};
