import type { ServedCart, ServedCartAnswer, ServedCartLine } from '../../schemas/api/shop/cart.ts';
import type { InCents } from '../../schemas/api/euros.ts';
import type { CartChangeRequest } from '../engine/api/cart-requests.ts';

/** One customization answer of a cart line, as the API answers it. */
export type CartLineAnswer = ServedCartAnswer;

/** One cart line as `api.call` gives it, amounts in cents (§3 Cart products[], with the display fields of the reference API). */
export type CartLine = InCents<ServedCartLine>;

/** The cart as `api.call` gives it, amounts in cents (§3 Cart, type MAIN_CART): the truth the browser reconciles to. */
export type Cart = InCents<ServedCart>;

/**
 * A change asked of the cart, waiting or in flight. `changeId` ties it to the request that asked
 * for it, so the host can answer that request when the server has answered.
 */
export type CartChange = CartChangeRequest & { changeId: number };

/**
 * What a cart call answered: the cart, or a failure with the §8 message. `gone` is true when the
 * server answered that the cart cannot be used (unknown, ordered, another member's: a 4xx), and
 * false when the API did not answer or failed (network, 5xx), when nothing may be thrown away.
 */
export type CartAnswer = { ok: true; cart: Cart } | { ok: false; message: string; gone: boolean };
