import { useEffect, type FormEvent } from 'react';
import { clearStoredCart, requestCart, useSiteData } from '../../runtime/index.ts';

/**
 * Tells the cart about a sign-in that a post just did (the page it landed on says `?done=login`
 * or `?done=welcome`): the guest cart is taken over. After a sign-out (`?done=loggedOut`), the
 * cart is told again, in case the page was left before the form's own message went through.
 */
export function useCartSession(event: 'signed-in' | 'signed-out' | null): void {
  useEffect(() => {
    if (event) void requestCart({ type: event });
  }, [event]);
}

/**
 * The submit handler of a form that ends the session (sign-out, account deletion) on a shop
 * site: the cart forgets the member's cart on this device (§4) as the form leaves, so the next
 * page does not ask for a cart that is no longer the visitor's. The post itself goes as it would
 * without JavaScript (the server clears the cookies either way).
 */
export function useForgetCartBeforePost(): ((event: FormEvent<HTMLFormElement>) => void) | undefined {
  const { siteInfo } = useSiteData();
  if (siteInfo.isECommerce !== true) return undefined;
  return () => {
    clearStoredCart();
    void requestCart({ type: 'signed-out' });
  };
}
