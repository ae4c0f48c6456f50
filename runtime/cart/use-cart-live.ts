import { useSyncExternalStore } from 'react';
import { cartLive, type CartLiveState } from './cart-live.ts';

const serverSnapshot = () => null;

/** The running cart (null on the server, during hydration, and until the cart host runs). */
export function useCartLive(): CartLiveState | null {
  return useSyncExternalStore(cartLive.subscribe, cartLive.getSnapshot, serverSnapshot);
}
