/**
 * The one way blocks ask the cart for something (CONVENTIONS example 13: one writer for the cart).
 * A block calls `requestCart({ type: 'add', … })`; the cart host, mounted by the shell on sites
 * with a shop and loaded on first need, hands it to the cart actor (the only writer) and answers
 * with the outcome. The request travels as a window event, so no block imports the cart machine.
 */
export const CART_REQUEST_EVENT = 'vitrine:cart-request';

/** One answer to a customization (§3 Customization answer); a FILE answer names its file key. */
export interface CartCustomizationAnswer {
  idCustomization: number;
  answer: string;
}

export interface AddToCartRequest {
  type: 'add';
  idProduct: number;
  idDeclination: number;
  quantity: number;
  /** §3 Product type: WINE, BOX or OTHER. */
  productType: 'WINE' | 'BOX' | 'OTHER';
  customizations?: CartCustomizationAnswer[];
  /** Files of FILE customizations, by the key their answer names. */
  files?: Record<string, File>;
}

/** Opens the cart drawer (the header button, "see my cart" after an add). */
export interface OpenCartRequest {
  type: 'open';
}

/**
 * Tells the cart a member logged in (a guest cart is taken over: the cart is reloaded with the
 * session) or out (the cart is cleared, §4). Sent by the login and logout screens.
 */
export interface SessionCartRequest {
  type: 'signed-in' | 'signed-out';
}

/** Empties the cart once its order is placed and paid (§4 clearing: the cart and its checkout keys). */
export interface ClearCartRequest {
  type: 'clear';
}

export type CartRequest = AddToCartRequest | OpenCartRequest | SessionCartRequest | ClearCartRequest;

/** `message` is the §8 cart error message when the server refused (server message + ' key : error' pairs). */
export type CartRequestOutcome = { ok: true } | { ok: false; message: string };

export interface CartRequestDetail {
  request: CartRequest;
  respond: (outcome: CartRequestOutcome) => void;
}

/** Requests sent before anything listened (a click before the cart's listener loaded): the listener takes them. */
const unclaimed: CartRequestDetail[] = [];

/**
 * Sends a request to the cart host and resolves with its outcome. The host answers every request
 * (a failure is `{ ok: false, message }`, never a rejection); `target` is for tests. A listener
 * claims the event (`preventDefault`); an unclaimed request waits for `takeUnclaimedCartRequests`.
 */
export function requestCart(request: CartRequest, target: EventTarget = window): Promise<CartRequestOutcome> {
  return new Promise((resolve) => {
    const detail: CartRequestDetail = { request, respond: resolve };
    const claimed = !target.dispatchEvent(new CustomEvent<CartRequestDetail>(CART_REQUEST_EVENT, { detail, cancelable: true }));
    if (!claimed) unclaimed.push(detail);
  });
}

/** The requests no listener claimed yet, in order (the cart's listener takes them when it starts). */
export function takeUnclaimedCartRequests(): CartRequestDetail[] {
  return unclaimed.splice(0);
}
