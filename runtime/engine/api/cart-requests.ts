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

/** Opens the cart drawer (the header button, "see my cart" after an add). */
export interface OpenCartRequest {
  type: 'open';
}

/**
 * Tells the cart a member logged in (a guest cart is taken over: the cart is reloaded with the
 * session) or out (the cart is forgotten on this device at once, then cleared, §4). Sent by the
 * login and logout screens.
 */
export interface SessionCartRequest {
  type: 'signed-in' | 'signed-out';
}

/** Empties the cart once its order is placed and paid (§4 clearing: the cart and its checkout keys). */
export interface ClearCartRequest {
  type: 'clear';
}

/** What blocks send the cart. */
export type CartRequest = AddToCartRequest | OpenCartRequest | SessionCartRequest | ClearCartRequest;

type LineIds = Pick<CartLine, 'idProduct' | 'idCartProduct'>;

/** A line's new quantity (the drawer, the `/cart` page). */
export interface SetLineQuantityRequest {
  type: 'set-quantity';
  line: LineIds;
  quantity: number;
}

/** A line removed. */
export interface RemoveLineRequest {
  type: 'remove';
  line: LineIds;
}

/** What the cart's own screens send (the drawer, the `/cart` page): a line's quantity, a removal, retry or dismiss a failure, close the drawer. */
export type CartLineEvent = SetLineQuantityRequest | RemoveLineRequest | { type: 'retry' } | { type: 'dismiss' } | { type: 'close' };

/** The events that change the cart on the server, the one spelling of the channel and the cart machine. */
export type CartChangeRequest = AddToCartRequest | SetLineQuantityRequest | RemoveLineRequest;

/** Every event of the cart channel. */
export type CartEvent = CartRequest | CartLineEvent;

/** `message` is the §8 cart error message when the server refused (server message + ' key : error' pairs). */
export type CartRequestOutcome = { ok: true } | { ok: false; message: string };
