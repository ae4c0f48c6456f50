import type { Locale } from '../../../rules/locale.ts';

/** What a hosted payment starts from: the order, its amount, and where the provider sends the visitor back. */
export interface PaymentStartInput {
  idSite: number;
  orderId: number;
  reference: string;
  amountCents: number;
  /** The cart the order was made from: the capability a guest pays with. */
  cartId: string;
  lang: Locale;
  /** Site paths (`/order/cawl/result/7`, `/en/order/cancel?order=7`) the provider sends the visitor back to. */
  returnPath: string;
  cancelPath: string;
  /** The server's clock (a hosted page's link expires, see payment-link.ts). */
  now: Date;
}

/**
 * A card payment provider with a hosted-payment flow (CONVENTIONS example 14): `start` answers
 * the provider's page the browser is sent to; the provider then sends the visitor back to
 * `returnPath`, whose page reads the outcome with `GET /order/cawl/result/{id}` (the order's
 * status, which the provider's notification or return updated). A real provider is one module
 * implementing this interface, registered in payment-adapters.ts (see docs/payments.md).
 */
export interface PaymentAdapter {
  /** The PAYMENT_METHOD value that selects it. */
  method: string;
  /**
   * Begins the payment and answers where the browser goes: the provider's absolute URL, or a path
   * starting with `/` for a page this API serves itself (the browser puts its API base in front).
   */
  start(input: PaymentStartInput): Promise<{ redirectUrl: string }>;
}
