import type { Static } from '@sinclair/typebox';
import type { AddToCartFieldsSchema } from '../../../schemas/api/shop/cart-contracts.ts';
import type { ServedCartLine as CartLine } from '../../../schemas/api/shop/cart.ts';

/**
 * What blocks and the cart's own screens send the cart (docs/conventions.md, example 13: one writer for
 * the cart): `useCart().send(event)` hands it, through the cart channel, to the cart host, which
 * passes it to the cart actor (the only writer) and answers with the outcome.
 */

/** The fields of an add as the route's contract declares them (schemas/api/shop/cart-contracts.ts). */
type AddToCartFields = Static<typeof AddToCartFieldsSchema>;

/** An add: the declination, its quantity and customization answers as the contract takes them (a FILE answer names its file key). */
export interface AddToCartRequest extends Pick<AddToCartFields, 'quantity' | 'customizations'> {
  type: 'add';
  idProduct: number;
  idDeclination: number;
  /** §3 Product type: WINE, BOX, OTHER or VOUCHER. */
  productType: 'WINE' | 'BOX' | 'OTHER' | 'VOUCHER';
  /** Files of FILE customizations, by the key their answer names. */
  files?: Record<string, File>;
}

type LineIds = Pick<CartLine, 'idProduct' | 'idCartProduct'>;

/** The events that change the cart on the server, the one spelling of the channel and the cart machine: an add, a line's new quantity, a line removed. */
export type CartChangeRequest =
  | AddToCartRequest
  | { type: 'set-quantity'; line: LineIds; quantity: number }
  | { type: 'remove'; line: LineIds };

/**
 * Every event of the cart channel, one spelling each: the three changes; `open` and `close` the
 * drawer (the header button, "see my cart" after an add); `signed-in` (a guest cart is taken over)
 * and `signed-out` (the cart is forgotten on this device at once, then cleared, §4), sent by the
 * login and logout screens; `clear` once an order is placed and paid (§4: the cart and its
 * checkout keys); `retry` and `dismiss` a failure.
 */
export type CartEvent =
  | CartChangeRequest
  | { type: 'open' | 'close' | 'signed-in' | 'signed-out' | 'clear' | 'retry' | 'dismiss' };

/** `message` is the §8 cart error message when the server refused (server message + ' key : error' pairs). */
export type CartRequestOutcome = { ok: true } | { ok: false; message: string };
