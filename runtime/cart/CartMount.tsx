import { lazy, Suspense, useEffect, useState } from 'react';
import type { Locale } from '../../rules/locale.ts';
import type { ParameterList } from '../ui/theme/parameter-value.ts';
import { browserCartIdPlace, readCartId } from './cart-id-storage.ts';
import { cartChannel } from './cart-channel.ts';
import type { CartEvent, CartRequestOutcome } from '../engine/api/cart-requests.ts';

const CartHost = lazy(() => import('./CartHost.tsx'));

export interface CartMountProps {
  locale: Locale;
  apiBaseUrl: string;
  idSite: number;
  member: boolean;
  parameters: ParameterList;
}

/**
 * The shell's part of the cart on shop sites (rendered only when the site info says isECommerce):
 * a tiny listener in the entry chunk. The cart host (XState, the machine, the drawer) loads after
 * hydration when a cart is stored or a member is logged in, else on the first event sent to the
 * cart or a hover on the cart button. It stays mounted across client navigations. The channel's
 * `send` is also `window.vitrineCart.send`, for the end-to-end tests and the browser's console.
 */
declare global {
  interface Window {
    /** The cart channel's `send`, for automation (the end-to-end tests) and the console; blocks use `useCart()`. */
    vitrineCart?: { send: (event: CartEvent) => Promise<CartRequestOutcome> };
  }
}

export function CartMount(props: CartMountProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (props.member || readCartId(browserCartIdPlace()) !== null) setWanted(true);
    const stop = cartChannel.onWake(() => setWanted(true));
    window.vitrineCart = { send: cartChannel.send };
    return () => {
      stop();
      delete window.vitrineCart;
    };
  }, [props.member]);
  return wanted ? (
    <Suspense fallback={null}>
      <CartHost {...props} />
    </Suspense>
  ) : null;
}
