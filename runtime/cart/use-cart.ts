import { useSyncExternalStore } from 'react';
import { cartChannel, type CartLiveState } from './cart-channel.ts';
import type { CartEvent, CartRequestOutcome } from '../engine/api/cart-requests.ts';

const serverSnapshot = () => null;

export interface UseCart {
  /** The running cart: null on the server, during hydration, and until the cart host runs. */
  state: CartLiveState | null;
  /** Sends an event to the cart (an add, open the drawer, a sign-in…) and resolves with its outcome. */
  send: (event: CartEvent) => Promise<CartRequestOutcome>;
}

const send = (event: CartEvent) => cartChannel.send(event);

/** The cart for blocks and the cart's own screens: its state and the one way to ask it something. */
export function useCart(): UseCart {
  const state = useSyncExternalStore(cartChannel.subscribe, cartChannel.getSnapshot, serverSnapshot);
  return { state, send };
}
