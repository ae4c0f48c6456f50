/** Asks the shell to load the cart host now (before any request): a hover on the cart button, say. */
export const CART_WAKE_EVENT = 'vitrine:cart-wake';

export function wakeCart(target: EventTarget = window): void {
  target.dispatchEvent(new Event(CART_WAKE_EVENT));
}
