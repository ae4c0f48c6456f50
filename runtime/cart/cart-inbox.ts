import { CART_REQUEST_EVENT, takeUnclaimedCartRequests, type CartRequestDetail } from '../engine/api/cart-requests.ts';

/**
 * The tiny listener of the entry chunk: requests that arrive before the cart host runs wait here
 * and wake the host; once the host answers (`open`), they are handed to it in order.
 */
const waiting: CartRequestDetail[] = [];
let host: ((detail: CartRequestDetail) => void) | null = null;

/** Listens for cart requests; `wake` is called when one arrives before the host runs. */
export function listenForCartRequests(target: EventTarget, wake: () => void): () => void {
  const receive = (detail: CartRequestDetail) => {
    if (host) host(detail);
    else {
      waiting.push(detail);
      wake();
    }
  };
  const onRequest = (event: Event) => {
    event.preventDefault();
    receive((event as CustomEvent<CartRequestDetail>).detail);
  };
  target.addEventListener(CART_REQUEST_EVENT, onRequest);
  takeUnclaimedCartRequests().forEach(receive);
  return () => target.removeEventListener(CART_REQUEST_EVENT, onRequest);
}

/** The host starts answering: the waiting requests first. Returns the function that stops it. */
export function openCartInbox(answer: (detail: CartRequestDetail) => void): () => void {
  host = answer;
  for (const detail of waiting.splice(0)) answer(detail);
  return () => {
    if (host === answer) host = null;
  };
}
