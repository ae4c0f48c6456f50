import { CART_ID_KEY, cartIdCookie, cartIdOfCookie } from '../engine/cookies/cart-id-cookie.ts';

/** §9: the local storage keys cleared with the cart (its checkout state). */
export const CART_STORAGE_KEYS = [
  CART_ID_KEY, 'city-cart', 'country-cart', 'carrier-cart', 'address-cart', 'phone-cart',
  'delivery-type-cart', 'click-and-collect-cart', 'pickup-address-cart', 'shipping-prices-cart',
] as const;

export interface CartIdPlace {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  document: { cookie: string };
}

/** The stored cart id: local storage first; else the cookie's (a cart made by a no-JS add is adopted). */
export function readCartId({ storage, document }: CartIdPlace): string | null {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(CART_ID_KEY) ?? null;
  } catch {
    stored = null;
  }
  return stored || cartIdOfCookie(document.cookie);
}

/** Stores the cart id in both places; null clears the cart's local storage keys and the cookie (§4). */
export function writeCartId({ storage, document }: CartIdPlace, cartId: string | null): void {
  try {
    if (cartId === null) for (const key of CART_STORAGE_KEYS) storage?.removeItem(key);
    else storage?.setItem(CART_ID_KEY, cartId);
  } catch {
    // storage refused (private mode, quota): the cookie still carries the id
  }
  if (cartIdOfCookie(document.cookie) !== cartId) document.cookie = cartIdCookie(cartId);
}

/** The browser's places, or null storage when it cannot be reached. */
export function browserCartIdPlace(): CartIdPlace {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return { storage, document: window.document };
}

/** The visitor's cart id in the browser (local storage, else the cookie); null on the server. */
export function browserCartId(): string | null {
  return typeof window === 'undefined' ? null : readCartId(browserCartIdPlace());
}
