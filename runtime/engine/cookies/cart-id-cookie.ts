import { readCookie } from './read-cookie.ts';

/** §9: the key of the visitor's cart id, in local storage and in the first-party cookie of the same name. */
export const CART_ID_KEY = 'cart-id';
const CART_ID_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** A cart id worth sending to the API (the API's ids are uuids): 1 to 64 letters, digits, `-` or `_`. */
const CART_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The one writer of the `cart-id` cookie, which tells the server the visitor's cart (the no-JS
 * add to cart, the header count and `/cart` rendered on the server): a year, path /, SameSite=Lax,
 * not HttpOnly (an id, not a credential: the cart host mirrors it from local storage); null removes it.
 */
export function cartIdCookie(cartId: string | null): string {
  return cartId === null
    ? `${CART_ID_KEY}=; Path=/; SameSite=Lax; Max-Age=0`
    : `${CART_ID_KEY}=${encodeURIComponent(cartId)}; Path=/; SameSite=Lax; Max-Age=${CART_ID_COOKIE_MAX_AGE}`;
}

/** The cart id of a Cookie header (or `document.cookie`); null when there is none or it is no cart id. */
export function cartIdOfCookie(cookie: string | null | undefined): string | null {
  return cartIdOf(readCookie(cookie, CART_ID_KEY));
}

/** A stored cart id (local storage, a cookie's value) when it is one, else null. */
export function cartIdOf(value: string | null | undefined): string | null {
  return value && CART_ID.test(value) ? value : null;
}
