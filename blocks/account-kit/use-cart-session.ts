import { useEffect } from 'react';
import { requestCart } from '../../runtime/index.ts';

/**
 * Tells the cart about a sign-in or sign-out that a post just did (the page it landed on says
 * `?done=login` or `?done=loggedOut`): the guest cart is taken over, or cleared from the device.
 */
export function useCartSession(event: 'signed-in' | 'signed-out' | null): void {
  useEffect(() => {
    if (event) void requestCart({ type: event });
  }, [event]);
}
