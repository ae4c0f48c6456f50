import type { PaymentAdapter } from './payment-adapter.ts';

export const TEST_CARD_PROVIDER = 'test-card-provider';

/**
 * The test card provider (decision 0009) as a hosted-payment adapter: its "hosted page" is served
 * by this API (`GET /payment/test-card-provider/{id}/page`, test-card-page.ts), which takes a test
 * card, records the payment and sends the visitor back to the return or cancel path.
 */
export const testCardAdapter: PaymentAdapter = {
  method: 'cawl',
  async start(input) {
    const query = new URLSearchParams({
      site: String(input.idSite),
      lang: input.lang,
      cart: input.cartId,
      return: input.returnPath,
      cancel: input.cancelPath,
    });
    return { redirectUrl: `/payment/${TEST_CARD_PROVIDER}/${input.orderId}/page?${query}` };
  },
};
