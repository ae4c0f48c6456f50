import type { Lang } from '../lang.ts';

/** What a hosted payment starts from: the order, its amount, and where the provider sends the visitor back. */
export interface PaymentStartInput {
  idSite: number;
  orderId: number;
  reference: string;
  amountCents: number;
  /** The cart the order was made from: the capability a guest pays with. */
  cartId: string;
  lang: Lang;
  /** Site paths (`/order/cawl/result/7`, `/en/order/cancel?order=7`) the provider sends the visitor back to. */
  returnPath: string;
  cancelPath: string;
  /** The URL this API is reached at by the browser (`https://domaine.example/api`), for providers hosted by it. */
  apiBaseUrl: string;
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
  start(input: PaymentStartInput): Promise<{ redirectUrl: string }>;
}
