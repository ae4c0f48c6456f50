import { createObservable } from '../ui/overlays/wake/store-listeners.ts';
import { clearStoredCart } from './clear-stored-cart.ts';
import type { CartEvent, CartRequestOutcome } from '../engine/api/cart-requests.ts';
import type { Cart, CartChange } from './cart-types.ts';

/**
 * What the page shows of the cart actor while it runs (the cart host publishes it; the header
 * button, the drawer and the `/cart` block read it). Kept apart from XState so the button in the
 * entry chunk reads it without loading the machine.
 */
export interface CartLiveState {
  status: 'starting' | 'loading' | 'creating' | 'ready' | 'adding' | 'updating' | 'removing' | 'failed';
  cart: Cart | null;
  /** The changes the server has not answered yet (in flight first). */
  pending: CartChange[];
  error: string | null;
  drawerOpen: boolean;
}

/** The cart host's side: it answers every event (a failure is `{ ok: false, message }`, never a rejection). */
export type CartAnswerer = (event: CartEvent, respond: (outcome: CartRequestOutcome) => void) => void;

/**
 * The one channel between the page and the cart: `send` an event and read the state. Events sent
 * before the cart host runs wait (and wake the shell's mount, which loads the host); the host
 * takes them in order when it connects.
 */
export interface CartChannel {
  send(event: CartEvent): Promise<CartRequestOutcome>;
  getSnapshot(): CartLiveState | null;
  subscribe(listener: () => void): () => void;
  /** Asks the shell to load the cart host now, before any event (a hover on the cart button). */
  wake(): void;
  /** The shell's mount listens; called at once when events already wait. */
  onWake(listener: () => void): () => void;
  /** The cart host answers from now on (the waiting events first) and publishes its state; returns its disconnection. */
  connect(answer: CartAnswerer): { publish(state: CartLiveState): void; disconnect(): void };
}

export interface CartChannelOptions {
  /** Forgets the cart on this device at once (a sign-out's page may be left before the host answers). */
  forget: () => void;
}

export function createCartChannel({ forget }: CartChannelOptions): CartChannel {
  const state = createObservable<CartLiveState | null>(null);
  const waiting: { event: CartEvent; respond: (outcome: CartRequestOutcome) => void }[] = [];
  const wakers = new Set<() => void>();
  let host: CartAnswerer | null = null;
  const wake = () => {
    for (const waker of [...wakers]) waker();
  };
  return {
    send(event) {
      if (event.type === 'signed-out') forget();
      return new Promise((respond) => {
        if (host) host(event, respond);
        else {
          waiting.push({ event, respond });
          wake();
        }
      });
    },
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    wake,
    onWake(listener) {
      wakers.add(listener);
      if (waiting.length > 0) listener();
      return () => wakers.delete(listener);
    },
    connect(answer) {
      host = answer;
      for (const { event, respond } of waiting.splice(0)) answer(event, respond);
      return {
        publish: (next) => {
          if (host === answer) state.set(next);
        },
        disconnect: () => {
          if (host !== answer) return;
          host = null;
          state.set(null);
        },
      };
    },
  };
}

/** The page's cart channel. */
export const cartChannel = createCartChannel({ forget: clearStoredCart });
