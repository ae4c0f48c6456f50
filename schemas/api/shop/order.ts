import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../../common.schema.ts';
import { EurosSchema } from '../euros.ts';
import { AccessPointSchema } from '../../shipping/access-points.schema.ts';
import { OrderAddressSchema } from './order-body.ts';

/*
 * An order as the API answers it: `GET /order` lists summaries, `GET /order/{id}` and `POST
 * /order` answer the whole order. Amounts in euros, status translated. The server's views
 * (server/shop/orders/order-view.ts) are held to these types by tests/contract/wire-schemas.test.ts.
 */

/** A status as `{ code, value }`, the value in the request's language. */
export const ServedOrderStatusSchema = Type.Object({ code: Type.String(), value: Type.String() });

/** One order of `GET /order` (and the head of the whole order). */
export const ServedOrderSummarySchema = Type.Object({
  id: Type.Number(),
  reference: Type.String(),
  createdAt: Type.String(),
  status: ServedOrderStatusSchema,
  deliveryType: StringEnum(['DELIVERY', 'PICKUP', 'CLICK_AND_COLLECT', 'NO_DELIVERY']),
  subtotal: EurosSchema(),
  discount: EurosSchema(),
  shippingFees: EurosSchema(),
  total: EurosSchema(),
});
export type ServedOrderSummary = Static<typeof ServedOrderSummarySchema>;

/** An address of the order (delivery or billing): the order body's lines without their type, the second one null when empty. */
export const ServedOrderAddressSchema = Type.Composite([
  Type.Omit(OrderAddressSchema, ['type', 'secondPart']),
  Type.Object({ secondPart: Nullable(Type.String()) }),
]);
export type ServedOrderAddress = Static<typeof ServedOrderAddressSchema>;

/** One line of the order: the product as it was sold. */
export const ServedOrderLineSchema = Type.Object({
  id: Type.Number(),
  idProduct: Type.Number(),
  idDeclination: Type.Number(),
  name: Type.String(),
  reference: Type.String(),
  type: Type.String(),
  quantity: Type.Number(),
  price: EurosSchema(),
  priceToPay: EurosSchema(),
  total: EurosSchema(),
  customizations: Type.Array(Type.Unknown()),
});

/** `GET /order/{id}`, `POST /order`: the whole order. */
export const ServedOrderSchema = Type.Composite([
  ServedOrderSummarySchema,
  Type.Object({
    /** Null in the answer to a guest's signed mail link, which opens the order without its cart. */
    cartId: Nullable(Type.String()),
    carrier: Nullable(Type.Object({ id: Type.Number(), name: Nullable(Type.String()), serviceCode: Nullable(Type.String()) })),
    /** The access point chosen (§3 Access point), as the site's access-points.json lists it. */
    accessPoint: Nullable(AccessPointSchema),
    dateSchedule: Nullable(Type.String()),
    idSchedule: Nullable(Type.Number()),
    /** Where and when to collect a click-and-collect order (null for another delivery). */
    pickup: Nullable(Type.Object({
      date: Type.String(),
      opens: Nullable(Type.String()),
      closes: Nullable(Type.String()),
      place: Nullable(Type.Object({ name: Type.String(), address: Type.String() })),
    })),
    phone: Type.String(),
    message: Nullable(Type.String()),
    discountCode: Nullable(Type.String()),
    deliveredAt: Nullable(Type.String()),
    /** The carrier's tracking page once the parcel has a tracking number. */
    trackingLink: Nullable(Type.String()),
    products: Type.Array(ServedOrderLineSchema),
    addresses: Type.Object({ delivery: Nullable(ServedOrderAddressSchema), billing: Nullable(ServedOrderAddressSchema) }),
    history: Type.Array(Type.Composite([ServedOrderStatusSchema, Type.Object({ createdAt: Type.String() })])),
    payments: Type.Array(
      Type.Object({
        id: Type.Number(),
        provider: Type.String(),
        status: StringEnum(['STARTED', 'SUPERSEDED', 'SUCCEEDED', 'DECLINED', 'MISMATCH', 'DUPLICATE']),
        amount: EurosSchema(),
        cardLast4: Type.String(),
        createdAt: Type.String(),
      }),
    ),
    /** Money sent back to the card: a cancelled paid order (`CANCELLED`) or a return (`RETURN`), in euros. */
    refunds: Type.Array(
      Type.Object({ id: Type.Number(), amount: EurosSchema(), reason: StringEnum(['CANCELLED', 'RETURN', 'OUT_OF_STOCK', 'DUPLICATE']), createdAt: Type.String() }),
    ),
  }),
]);
export type ServedOrder = Static<typeof ServedOrderSchema>;
