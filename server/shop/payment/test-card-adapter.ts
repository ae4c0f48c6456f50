import { TEST_CARD_PROVIDER } from '../../../schemas/api/shop/payment-contracts.ts';
import type { PaymentAdapter } from './payment-adapter.ts';
import { returnLinkQuery } from './return-link.ts';

export { TEST_CARD_PROVIDER };

/**
 * The test card provider (decision 0009) as a hosted-payment adapter: its "hosted page" is served
 * by this API (`GET /payment/test-card-provider/{id}/page`, test-card-page.ts), which takes a test
 * card, settles the payment and sends the visitor back to the return or cancel path. The page's
 * address carries a signed, short-lived token (return-link.ts) instead of the cart id, which
 * is the key to read the guest's order: the return paths name the cart by a placeholder.
 */
export const testCardAdapter: PaymentAdapter = {
  method: 'test-card',
  provider: TEST_CARD_PROVIDER,
  async start(input) {
    return { redirectUrl: `/payment/${TEST_CARD_PROVIDER}/${input.orderId}/page?${returnLinkQuery(input)}` };
  },
};
