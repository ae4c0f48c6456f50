import { browserCartIdPlace, writeCartId } from './cart-id-storage.ts';

/**
 * Forgets the cart on this device at once (its local storage keys and the `cart-id` cookie,
 * §4), for a page about to be left by a sign-out: the next page then starts without a cart that
 * is no longer the visitor's, instead of asking the server for it.
 */
export function clearStoredCart(): void {
  writeCartId(browserCartIdPlace(), null);
}
