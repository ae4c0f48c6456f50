/** The cookie that mirrors the visitor's cart id (§9 key `cart-id`), so the server knows it without JavaScript. */
export const CART_ID_COOKIE = 'cart-id';

const ONE_YEAR = 365 * 24 * 60 * 60;

/** `cart-id=<id>; Path=/; SameSite=Lax; Max-Age=…`: an id, not a credential, so readable by scripts. */
export function cartIdCookie(cartId: string): string {
  return `${CART_ID_COOKIE}=${encodeURIComponent(cartId)}; Path=/; SameSite=Lax; Max-Age=${ONE_YEAR}`;
}

/** A stored cart id worth sending to the API: 1 to 64 characters of a uuid-like id, else null. */
export function storedCartId(value: string | undefined): string | null {
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}
