import { lazy, Suspense, useEffect, useState } from 'react';
import type { Locale } from '../../rules/locale.ts';
import type { ParameterList } from '../ui/theme/parameter-value.ts';
import { browserCartIdPlace, readCartId } from './cart-id-storage.ts';
import { listenForCartRequests } from './cart-inbox.ts';
import { CART_WAKE_EVENT } from './wake-cart.ts';

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
 * hydration when a cart is stored or a member is logged in, else on the first cart request or a
 * hover on the cart button. It stays mounted across client navigations.
 */
export function CartMount(props: CartMountProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (props.member || readCartId(browserCartIdPlace()) !== null) setWanted(true);
    const wake = () => setWanted(true);
    window.addEventListener(CART_WAKE_EVENT, wake);
    const stop = listenForCartRequests(window, wake);
    return () => {
      stop();
      window.removeEventListener(CART_WAKE_EVENT, wake);
    };
  }, [props.member]);
  return wanted ? (
    <Suspense fallback={null}>
      <CartHost {...props} />
    </Suspense>
  ) : null;
}
