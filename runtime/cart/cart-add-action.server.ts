import { failureMessage } from '../engine/api/failure-message.ts';
import type { BlockActionContext } from '../engine/blocks/define-block-server.ts';
import { CART_ID_KEY, cartIdCookie, cartIdOf } from '../engine/cookies/cart-id-cookie.ts';
import { addCartLine, type CartAdd } from './api/add-cart-line.ts';

/** What the add answered: the `cart-id` cookie to set (a new cart), or the §8 message and the page's status. */
export type CartAddOutcome = { ok: true; setCookies: string[] } | { ok: false; status: 422 | 503; message: string };

/**
 * The one no-JavaScript add to cart, shared by the product page and the customization page (their
 * forms post to the page, whose block action reads the form and calls this): the same call as the
 * cart actor's (`addCartLine`) on the visitor's `cart-id` cookie, again on a new cart when that one
 * is gone or already ordered (404, 409: §4, §8), the cookie set when the cart is new. A refusal is
 * 422 with the server's message, 503 when the API did not answer or failed.
 */
export async function cartAddAction({ api, cookie }: Pick<BlockActionContext, 'api' | 'cookie'>, add: CartAdd): Promise<CartAddOutcome> {
  const stored = cartIdOf(cookie?.(CART_ID_KEY));
  let result = await addCartLine(api, stored, add);
  if (!result.success && stored && (result.status === 404 || result.status === 409)) result = await addCartLine(api, null, add);
  if (!result.success) return { ok: false, status: !result.status || result.status >= 500 ? 503 : 422, message: failureMessage(result) };
  return { ok: true, setCookies: result.data.cartId !== stored ? [cartIdCookie(result.data.cartId)] : [] };
}
