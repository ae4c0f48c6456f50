import { fromPromise } from 'xstate';
import type { ApiClient } from '../../engine/api/create-api-client.ts';
import type { ApiResult } from '../../engine/api/api-result.ts';
import { failureMessage } from '../../engine/api/failure-message.ts';
import type { Cart, CartAnswer, CartChange } from './cart-types.ts';
import type { WriteInput } from './cart.machine.ts';

const MAIN_CART = { type: 'MAIN_CART', discountCode: null } as const;

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

const path = (cartId: string | null) => `/cart/${encodeURIComponent(cartId ?? 'new')}`;

/** The multipart body of an add (§7): type, quantity, customizations as JSON, the files by their answer's key. */
export function addBody(change: Extract<CartChange, { kind: 'add' }>): FormData {
  const form = new FormData();
  form.append('type', MAIN_CART.type);
  form.append('quantity', String(change.request.quantity));
  if (change.request.customizations?.length) form.append('customizations', JSON.stringify(change.request.customizations));
  for (const [key, file] of Object.entries(change.request.files ?? {})) form.append(key, file, file.name);
  return form;
}

/**
 * The cart machine's effects, each one API call (§7 Cart): reload the main cart from its id
 * (`POST /cart/{cartId}`, which also hands a guest cart to a member who logged in), request a
 * fresh one (`POST /cart`), add a declination (multipart, to `new` when there is no cart yet),
 * change a line's quantity, remove a line.
 */
export function createCartActors(api: ApiClient, { track = (call) => call, unreachable }: CartActorOptions) {
  const answer = (result: ApiResult<Cart>): CartAnswer => (result.success ? { ok: true, cart: result.data } : cartAnswerOf(result, unreachable));
  const call = (request: Promise<ApiResult<Cart>>) => track(request).then(answer);
  return {
    reload: fromPromise<CartAnswer, { cartId: string }>(({ input }) => call(api.post<Cart>(path(input.cartId), MAIN_CART))),
    create: fromPromise<CartAnswer, void>(() => call(api.post<Cart>('/cart', MAIN_CART))),
    add: fromPromise<CartAnswer, WriteInput>(async ({ input }) => {
      const { change } = input;
      if (change.kind !== 'add') throw new Error('cart: the add actor takes an add');
      const result = await track(
        api.request<{ cartId: string; cart: Cart }>('POST', `${path(input.cartId)}/product/${change.request.idDeclination}`, { multipart: addBody(change) }),
      );
      return result.success ? { ok: true, cart: result.data.cart } : cartAnswerOf(result, unreachable);
    }),
    setQuantity: fromPromise<CartAnswer, WriteInput>(({ input }) => {
      const { change } = input;
      if (change.kind !== 'quantity') throw new Error('cart: the setQuantity actor takes a quantity change');
      return call(api.put<Cart>(`${path(input.cartId)}/product/${change.idProduct}/quantity`, { quantity: change.quantity, idCartProduct: change.idCartProduct }));
    }),
    remove: fromPromise<CartAnswer, WriteInput>(({ input }) => {
      const { change } = input;
      if (change.kind !== 'remove') throw new Error('cart: the remove actor takes a removal');
      return call(api.delete<Cart>(`${path(input.cartId)}/product/${change.idProduct}/${change.idCartProduct}`));
    }),
  };
}
