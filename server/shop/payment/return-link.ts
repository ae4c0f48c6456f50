import type { PaymentStartInput } from './payment-adapter.ts';
import { PAYMENT_LINK_SECONDS, signPaymentLink } from './payment-link.ts';

/** Where the cart id stood in a return path: the API puts it back when it sends the visitor there. */
export const CART_PLACEHOLDER = '{cart}';

/**
 * The query of an address that sends the visitor back to the shop without carrying the cart id
 * (issue 21): site, language, the return paths with the cart id replaced by `{cart}`, and a
 * signed token valid 30 minutes bound to all of them (payment-link.ts). Used by the test card's
 * page and by the return addresses given to a real provider (`/api/payment/back/{id}`).
 */
export function returnLinkQuery(input: PaymentStartInput): URLSearchParams {
  const hide = (path: string) => path.split(input.cartId).join(CART_PLACEHOLDER).split(encodeURIComponent(input.cartId)).join(CART_PLACEHOLDER);
  const claims = {
    orderId: input.orderId,
    idSite: input.idSite,
    lang: input.lang,
    returnPath: hide(input.returnPath),
    cancelPath: hide(input.cancelPath),
    expires: Math.floor(input.now.getTime() / 1000) + PAYMENT_LINK_SECONDS,
  };
  return new URLSearchParams({
    site: String(input.idSite),
    lang: input.lang,
    token: signPaymentLink(claims, input.cartId),
    return: claims.returnPath,
    cancel: claims.cancelPath,
  });
}

/** The absolute addresses a provider sends the visitor back to: the API's `/payment/back/{id}`, which restores the cart. */
export function providerReturnUrls(input: PaymentStartInput): { returnUrl: string; cancelUrl: string } {
  const base = `${input.origin}/api/payment/back/${input.orderId}?${returnLinkQuery(input)}`;
  return { returnUrl: `${base}&to=return`, cancelUrl: `${base}&to=cancel` };
}
