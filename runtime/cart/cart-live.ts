import { createObservable } from '../ui/overlays/wake/store-listeners.ts';
import type { CartChange, CartLine, Cart } from './machine/cart-types.ts';

/**
 * What the page shows of the cart actor while it runs (the cart host writes it, the header button,
 * the drawer and the `/cart` block read it). Kept apart from XState so the button in the entry
 * chunk reads it without loading the machine.
 */
export interface CartLiveState {
  status: 'starting' | 'loading' | 'creating' | 'ready' | 'adding' | 'updating' | 'removing' | 'failed';
  cart: Cart | null;
  /** The changes the server has not answered yet (in flight first). */
  pending: CartChange[];
  error: string | null;
  drawerOpen: boolean;
}

/** The commands the page sends to the cart host (the blocks' requests go through `requestCart`). */
export type CartCommand =
  | { type: 'SET_QUANTITY'; line: Pick<CartLine, 'idProduct' | 'idCartProduct'>; quantity: number }
  | { type: 'REMOVE'; line: Pick<CartLine, 'idProduct' | 'idCartProduct'> }
  | { type: 'RETRY' }
  | { type: 'DISMISS' }
  | { type: 'CLOSE' };

export const cartLive = createObservable<CartLiveState | null>(null);

let commandHandler: ((command: CartCommand) => void) | null = null;

/** The host registers itself; null when it unmounts. */
export function handleCartCommands(handler: ((command: CartCommand) => void) | null): void {
  commandHandler = handler;
}

/** Sends a command to the running host (ignored when none runs: nothing on the page shows lines then). */
export function sendCartCommand(command: CartCommand): void {
  commandHandler?.(command);
}
