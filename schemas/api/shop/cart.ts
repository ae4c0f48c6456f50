import { Type } from '@sinclair/typebox';
import { EurosSchema } from '../euros.ts';
import type { Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../../common.schema.ts';
import { ProductSchema } from '../../catalogue/products.schema.ts';
import { ServedOrderSummarySchema } from './order.ts';

/*
 * The cart as the API answers it (§3 Cart, with the display fields of the reference API): the
 * type of what the server builds (server/shop/cart/cart-view.ts) and of what the browser
 * reconciles to (runtime/cart). Amounts in euros, as §3 serves them.
 */

/** One customization answer of a cart line (a FILE answer names its file). */
export const ServedCartAnswerSchema = Type.Object({
  idCustomization: Type.Number(),
  answer: Nullable(Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
  fileId: Type.Optional(Type.String()),
  /** The question, e.g. "Essence du bois" (null: the product no longer offers it). */
  label: Type.Optional(Nullable(Type.String())),
  /** The answer in words (null: nothing to show, such as an unticked box). */
  display: Type.Optional(Nullable(Type.String())),
});
export type ServedCartAnswer = Static<typeof ServedCartAnswerSchema>;

/** One cart line (§3 Cart products[] plus display fields). */
export const ServedCartLineSchema = Type.Object({
  id: Type.Number(),
  idCartProduct: Type.Number(),
  idProduct: Type.Number(),
  idDeclination: Type.Number(),
  name: Type.String(),
  declinationName: Type.String(),
  image: Type.String(),
  quantity: Type.Number(),
  type: ProductSchema.properties.type,
  isDematerialized: Type.Boolean(),
  hasShippingFees: Type.Boolean(),
  /** Null for a type without capacity (a VOUCHER, decision 0059). */
  capacity: Nullable(Type.Number()),
  capacityUnit: Nullable(StringEnum(['LITER', 'CENTILITRE'])),
  sellByMultipleOf: Type.Number(),
  /**
   * The most this line may hold: the declination's stock left once orders and the cart's other
   * lines of it are taken away; null when the stock is not tracked.
   */
  maxQuantity: Type.Optional(Nullable(Type.Number())),
  reference: Type.String(),
  price: EurosSchema(),
  priceToPay: EurosSchema(),
  total: EurosSchema(),
  totalToPay: EurosSchema(),
  customizations: Type.Array(ServedCartAnswerSchema),
});
export type ServedCartLine = Static<typeof ServedCartLineSchema>;

/**
 * The order a cart was made into while it awaits its payment, as the payment step shows and
 * resumes it (issue 32, item 8): the order's own totals and discount code, as recorded.
 */
export const ServedCartOrderSchema = Type.Object({ ...ServedOrderSummarySchema.properties, discountCode: Nullable(Type.String()) });
export type ServedCartOrder = Static<typeof ServedCartOrderSchema>;

/** The cart (§3 Cart, type MAIN_CART): the truth the browser reconciles to. */
export const ServedCartSchema = Type.Object({
  id: Type.String(),
  type: Type.Literal('MAIN_CART'),
  discountCode: Nullable(Type.String()),
  products: Type.Array(ServedCartLineSchema),
  totalProduct: EurosSchema(),
  totalProductToPay: EurosSchema(),
  bottleCount: Type.Number(),
  /**
   * Extension of §3: the site offers click-and-collect, which MIN_BOTTLES_PER_SHIPMENT does not
   * bind (a pickup of one bottle is taken): the cart lets such a cart go to the checkout.
   */
  canCollect: Type.Optional(Type.Boolean()),
  /**
   * Only in a reload's answer (`POST /cart/{id}`) for a cart already ordered: ORDERED while its
   * order awaits a payment (shown, not changed: a declined card is retried on the same order),
   * CLOSED once the order is settled (the browser forgets it). Absent, or OPEN in `GET /cart/{id}/default`: the cart is open.
   */
  status: Type.Optional(Type.Union([Type.Literal('OPEN'), Type.Literal('ORDERED'), Type.Literal('CLOSED')])),
  /**
   * Only in `GET /cart/{id}/default` for a cart already ordered whose order awaits its payment
   * and the request may see: the payment step shows and resumes that order, never a new one.
   */
  order: Type.Optional(ServedCartOrderSchema),
});
export type ServedCart = Static<typeof ServedCartSchema>;
