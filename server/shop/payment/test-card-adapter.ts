import type { PaymentAdapter } from './payment-adapter.ts';
import { PAYMENT_LINK_SECONDS, signPaymentLink } from './payment-link.ts';

export const TEST_CARD_PROVIDER = 'test-card-provider';

/** Where the cart id stood in a return path: the hosted page puts it back when it sends the visitor there. */
export const CART_PLACEHOLDER = '{cart}';

/**
 * The test card provider (decision 0009) as a hosted-payment adapter: its "hosted page" is served
 * by this API (`GET /payment/test-card-provider/{id}/page`, test-card-page.ts), which takes a test
 * card, records the payment and sends the visitor back to the return or cancel path. The page's
 * address carries a signed, short-lived token (payment-link.ts) instead of the cart id, which
 * is the key to read the guest's order: the return paths name the cart by a placeholder.
 */
export const testCardAdapter: PaymentAdapter = {
  method: 'cawl',
  async start(input) {
    const hide = (path: string) => path.split(input.cartId).join(CART_PLACEHOLDER).split(encodeURIComponent(input.cartId)).join(CART_PLACEHOLDER);
    const claims = {
      orderId: input.orderId,
      idSite: input.idSite,
      lang: input.lang,
      returnPath: hide(input.returnPath),
      cancelPath: hide(input.cancelPath),
      expires: Math.floor(input.now.getTime() / 1000) + PAYMENT_LINK_SECONDS,
    };
    const query = new URLSearchParams({
      site: String(input.idSite),
      lang: input.lang,
      token: signPaymentLink(claims, input.cartId),
      return: claims.returnPath,
      cancel: claims.cancelPath,
    });
    return { redirectUrl: `/payment/${TEST_CARD_PROVIDER}/${input.orderId}/page?${query}` };
  },
};
