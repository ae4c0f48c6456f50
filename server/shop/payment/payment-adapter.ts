import type { Locale } from '../../../rules/locale.ts';

/** What a hosted payment starts from: the order, its amount, and where the provider sends the visitor back. */
export interface PaymentStartInput {
  idSite: number;
  orderId: number;
  reference: string;
  amountCents: number;
  /** The order's lines as sold (unit price to pay in cents), its shipping fees and discount: total = lines + shipping − discount. */
  lines: readonly { name: string; quantity: number; unitToPayCents: number }[];
  shippingCents: number;
  discountCents: number;
  /** The cart the order was made from: the capability a guest pays with. */
  cartId: string;
  lang: Locale;
  /** Site paths (`/order/cawl/result/7`, `/en/order/cancel?order=7`) the provider sends the visitor back to. */
  returnPath: string;
  cancelPath: string;
  /** The shop's origin (`https://domaine.example`), for a provider that needs absolute return URLs. */
  origin: string;
  /** The server's clock (a hosted page's link expires, see payment-link.ts). */
  now: Date;
}

/** Where a payment stands at the provider. */
export type ProviderOutcome = 'SUCCEEDED' | 'DECLINED' | 'PENDING';

/** A payment as the provider reports it (on the browser's return or in a signed notification). */
export interface ProviderPayment {
  /** The provider's id of the attempt, as `start` answered it (a Checkout Session, a hosted checkout). */
  providerRef: string;
  outcome: ProviderOutcome;
  /** What the provider says was paid: compared with the order's total before it is PAID. */
  amountCents: number;
  /** ISO 4217, upper case (`EUR`). */
  currency: string;
}

/**
 * A card payment provider with a hosted-payment flow (docs/conventions.md, example 14, decision 0037):
 * `start` answers the provider's page the browser is sent to; the provider then sends the visitor
 * back to `returnPath` (`GET /order/cawl/result/{id}` reads `status` and settles), and notifies the
 * API by a signed webhook (the provider's module verifies it); both go through `settlePayment`.
 * A provider is one module implementing this, chosen in payment-adapters.ts (docs/payments.md).
 */
export interface PaymentAdapter {
  /** The PAYMENT_METHOD value that selects it. */
  method: string;
  /** The `payments.provider` value of its attempts. */
  provider: string;
  /**
   * Begins the payment and answers where the browser goes: the provider's absolute URL, or a path
   * starting with `/` for a page this API serves itself (the browser puts its API base in front);
   * `providerRef` when the provider names the attempt (recorded as a STARTED payment).
   */
  start(input: PaymentStartInput): Promise<{ redirectUrl: string; providerRef?: string }>;
  /** Reads where a started attempt stands (the browser's return). Absent: the adapter settles by itself. */
  status?(providerRef: string): Promise<ProviderPayment>;
  /**
   * Ends a started attempt so that it can no longer be paid, where the provider allows it (a newer
   * checkout replaces it: one live checkout per order), and answers where it stands afterwards
   * (SUCCEEDED: it was paid before it could be ended). Absent: the attempt cannot be ended.
   */
  expire?(providerRef: string): Promise<ProviderPayment>;
  /** Sends `amountCents` of a settled attempt back to the card; answers the provider's refund id. */
  refund?(providerRef: string, amountCents: number, idempotencyKey: string): Promise<{ refundRef: string }>;
}
