import { useEffect, type FormEvent } from 'react';
import { useCart, useSiteData } from '../../runtime/index.ts';

/**
 * Tells the cart about a sign-in that a post just did (the page it landed on says `?done=login`
 * or `?done=welcome`): the guest cart is taken over. After a sign-out (`?done=loggedOut`), the
 * cart is told again, in case the page was left before the form's own message went through.
 */
export function useCartSession(event: 'signed-in' | 'signed-out' | null): void {
  const { send } = useCart();
  useEffect(() => {
    if (event) void send({ type: event });
  }, [event, send]);
}

/**
 * The submit handler of a form that ends the session (sign-out, account deletion) on a shop
 * site: the cart forgets the member's cart on this device at once (§4; `signed-out` does) as the
 * form leaves, so the next page does not ask for a cart that is no longer the visitor's. The post
 * itself goes as it would without JavaScript (the server clears the cookies either way).
 */
export function useForgetCartBeforePost(): ((event: FormEvent<HTMLFormElement>) => void) | undefined {
  const { siteInfo } = useSiteData();
  const { send } = useCart();
  if (siteInfo.isECommerce !== true) return undefined;
  return () => {
    void send({ type: 'signed-out' });
  };
}
