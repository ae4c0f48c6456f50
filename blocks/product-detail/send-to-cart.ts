import type { ApiClient, ApiResult } from '../../runtime/index.ts';
import { CART_ID_COOKIE, cartIdCookie, storedCartId } from './cart-cookie.ts';

/** What a no-JavaScript add answered, and the `cart-id` cookie to set when a new cart was made. */
export interface SentToCart {
  result: ApiResult<{ cartId: string }>;
  setCookies: string[];
}

/**
 * A no-JavaScript add to the visitor's cart: POST /cart/{cartId|new}/product/{declinationId}
 * (multipart, built by `body` for each try) with the `cart-id` cookie's cart, a new cart when there
 * is none or it is gone or already ordered (§4, §8), the cookie set for a new cart.
 */
export async function sendToCart(
  api: ApiClient,
  cookie: ((name: string) => string | undefined) | undefined,
  idDeclination: number,
  body: () => FormData,
): Promise<SentToCart> {
  const send = (cartId: string) => api.request<{ cartId: string }>('POST', `/cart/${encodeURIComponent(cartId)}/product/${idDeclination}`, { multipart: body() });
  const stored = storedCartId(cookie?.(CART_ID_COOKIE));
  let result = await send(stored ?? 'new');
  if (!result.success && stored && (result.status === 404 || result.status === 409)) result = await send('new');
  const setCookies = result.success && result.data.cartId !== stored ? [cartIdCookie(result.data.cartId)] : [];
  return { result, setCookies };
}
