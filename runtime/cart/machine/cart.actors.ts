import { fromPromise } from 'xstate';
import type { ApiClient } from '../../engine/api/create-api-client.ts';
import type { ApiResult } from '../../engine/api/api-result.ts';
import { failureMessage } from '../../engine/api/failure-message.ts';
import { addCartLine } from '../api/add-cart-line.ts';
import { createCart } from '../api/create-cart.ts';
import { reloadCart } from '../api/reload-cart.ts';
import { removeCartLine } from '../api/remove-cart-line.ts';
import { setCartLineQuantity } from '../api/set-cart-line-quantity.ts';
import type { Cart, CartAnswer } from '../cart-types.ts';
import type { WriteInput } from './cart.machine.ts';

/**
 * A cart call's answer for the machine: the cart, or the §8 message. The cart is `gone` only
 * when the server answered with a 4xx (unknown, ordered, another member's): without an answer,
 * or with a 5xx, the stored cart is kept.
 */
export function cartAnswerOf(result: ApiResult<unknown>, unreachable: string): CartAnswer & { ok: false } {
  if (result.success) throw new Error('cartAnswerOf: a success has no failure answer');
  const status = result.status ?? 0;
  // No answer at all (network down): the transport's own words ("Failed to fetch") mean nothing to a visitor.
  const message = result.status === undefined ? unreachable : failureMessage(result);
  return { ok: false, message, gone: status >= 400 && status < 500 };
}

export interface CartActorOptions {
  /** Wraps each call (the page's loading bar). */
  track?: <T>(call: Promise<T>) => Promise<T>;
  /** The message when the API did not answer at all, in the page's language. */
  unreachable: string;
}

/**
 * The cart machine's effects, each one API call (§7 Cart): reload the main cart from its id
 * (`POST /cart/{cartId}`, which also hands a guest cart to a member who logged in), request a
 * fresh one (`POST /cart`), and write a change: add a declination (multipart, to `new` when there
 * is no cart yet), change a line's quantity, remove a line.
 */
export function createCartActors(api: ApiClient, { track = (call) => call, unreachable }: CartActorOptions) {
  const answer = (result: ApiResult<Cart>): CartAnswer => (result.success ? { ok: true, cart: result.data } : cartAnswerOf(result, unreachable));
  const call = (request: Promise<ApiResult<Cart>>) => track(request).then(answer);
  return {
    reload: fromPromise<CartAnswer, { cartId: string }>(({ input }) => call(reloadCart(api, input.cartId))),
    create: fromPromise<CartAnswer, void>(() => call(createCart(api))),
    /** One change, by its own type: an add, a line's quantity, a removal. */
    write: fromPromise<CartAnswer, WriteInput>(async ({ input: { cartId, change } }) => {
      if (change.type === 'set-quantity') return call(setCartLineQuantity(api, cartId, change.line, change.quantity));
      if (change.type === 'remove') return call(removeCartLine(api, cartId, change.line));
      const result = await track(addCartLine(api, cartId, change));
      return result.success ? { ok: true, cart: result.data.cart } : cartAnswerOf(result, unreachable);
    }),
  };
}
