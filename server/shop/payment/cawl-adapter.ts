import onlinePayments, { type Domain, type SdkResponse } from 'onlinepayments-sdk-nodejs';
import type { PaymentAdapter, ProviderPayment } from './payment-adapter.ts';
import { apiEndpoint, type Credentials } from './payment-credentials.ts';
import { providerReturnUrls } from './return-link.ts';
import { PROVIDER_TIMEOUT_MS, withTimeout } from './with-timeout.ts';

export const CAWL_PROVIDER = 'cawl';

/** CAWL's production API (its sandbox: `CAWL_API_URL=https://payment.preprod.ca.cawl-solutions.fr`). */
export const CAWL_DEFAULT_API_URL = 'https://payment.ca.cawl-solutions.fr';

/**
 * The body of a successful answer, or an error naming the call and the provider's status; an error
 * too when CAWL does not answer within PROVIDER_TIMEOUT_MS (its SDK has no timeout of its own).
 */
async function bodyOf<T>(call: string, sent: Promise<SdkResponse<T, unknown>>): Promise<T> {
  const response = await withTimeout(sent, PROVIDER_TIMEOUT_MS, `CAWL ${call}`);
  if (!response.isSuccess) throw new Error(`CAWL ${call} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

/**
 * Where a CAWL payment stands (`statusOutput.statusCategory`): COMPLETED is paid; UNSUCCESSFUL
 * (refused, cancelled) is declined; anything else (pending at the bank, awaiting 3-D Secure) not yet.
 */
export function cawlPayment(hostedCheckoutId: string, payment: Domain.PaymentResponse | null | undefined, checkoutStatus?: string | null): ProviderPayment {
  const category = payment?.statusOutput?.statusCategory;
  const money = payment?.paymentOutput?.amountOfMoney;
  const declined = category === 'UNSUCCESSFUL' || checkoutStatus === 'CANCELLED_BY_CONSUMER' || checkoutStatus === 'CLIENT_NOT_ELIGIBLE_FOR_SELECTED_PAYMENT_PRODUCT';
  const outcome = category === 'COMPLETED' ? 'SUCCEEDED' : declined ? 'DECLINED' : 'PENDING';
  return { providerRef: hostedCheckoutId, outcome, amountCents: Number(money?.amount ?? 0), currency: String(money?.currencyCode ?? '').toUpperCase() };
}

/**
 * CAWL (Crédit Agricole, on Worldline Direct's Hosted Checkout) through the official server SDK:
 * a hosted checkout of the order's total in cents, EUR, the customer's language and a return
 * address that never carries the cart id; captured at once (`SALE`). Its webhook is cawl-webhook.ts.
 */
export function cawlAdapter(keys: Credentials<'cawl'>, apiUrl: string | undefined): PaymentAdapter {
  const endpoint = apiEndpoint(apiUrl ?? CAWL_DEFAULT_API_URL);
  const client = onlinePayments.init({
    host: endpoint.host, scheme: endpoint.protocol, port: endpoint.port,
    apiKeyId: keys.CAWL_API_KEY_ID, secretApiKey: keys.CAWL_API_SECRET, integrator: 'Vitrine',
  });
  const merchant = keys.CAWL_MERCHANT_ID;
  const checkout = (id: string) => bodyOf('getHostedCheckout', client.hostedCheckout.getHostedCheckout(merchant, id));
  const standing = async (id: string) => {
    const found = await checkout(id);
    return cawlPayment(id, found.createdPaymentOutput?.payment, found.status);
  };
  return {
    method: 'cawl',
    provider: CAWL_PROVIDER,
    async start(input) {
      const { returnUrl } = providerReturnUrls(input);
      const created = await bodyOf('createHostedCheckout', client.hostedCheckout.createHostedCheckout(merchant, {
        order: {
          amountOfMoney: { amount: input.amountCents, currencyCode: 'EUR' },
          references: { merchantReference: input.reference, merchantParameters: JSON.stringify({ orderId: input.orderId, idSite: input.idSite }) },
        },
        cardPaymentMethodSpecificInput: { authorizationMode: 'SALE' },
        hostedCheckoutSpecificInput: { locale: input.lang === 'en' ? 'en_GB' : 'fr_FR', returnUrl },
      }));
      if (!created.redirectUrl || !created.hostedCheckoutId) throw new Error('CAWL answered a hosted checkout without its id or address');
      return { redirectUrl: created.redirectUrl, providerRef: created.hostedCheckoutId };
    },
    status: standing,
    // Worldline Direct has no call that cancels a hosted checkout (its payments' cancel voids an
    // authorisation, and ours are captured at once, SALE): the checkout runs out by itself; this
    // says where it stands, and a late success of it is settled like any other (refunded when the
    // units are gone, settle-payment.ts).
    expire: standing,
    async refund(providerRef, amountCents, idempotencyKey) {
      const paymentId = (await checkout(providerRef)).createdPaymentOutput?.payment?.id;
      if (!paymentId) throw new Error(`The CAWL hosted checkout ${providerRef} has no payment to refund`);
      const refund = await bodyOf('refundPayment', client.payments.refundPayment(merchant, paymentId, {
        amountOfMoney: { amount: amountCents, currencyCode: 'EUR' },
      }, { idempotence: { key: idempotencyKey } }));
      return { refundRef: String(refund.id ?? '') };
    },
  };
}
