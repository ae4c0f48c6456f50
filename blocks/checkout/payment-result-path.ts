import type { Locale } from '../../rules/index.ts';
import { withLocalePrefix } from '../../runtime/index.ts';

/** `GET /order/cawl/result/{id}`: where the order's payment stands. */
export interface PaymentResult {
  paid: boolean;
  /** The provider has not told the outcome yet (neither the browser's return nor its webhook). */
  pending?: boolean;
  status: { code: string };
}

/**
 * The outcome page a payment result sends the visitor to — success, cancel or error, with the
 * order (and a guest's cart) in the address — or null while the payment is being confirmed
 * (the result page then waits and asks again).
 */
export function paymentResultPath(result: PaymentResult, orderId: number | string, orderCart: string | null, locale: Locale): string | null {
  if (result.paid) return withLocalePrefix(`/cart/success/${orderId}`, locale) + (orderCart ? `?cart=${encodeURIComponent(orderCart)}` : '');
  if (result.pending) return null;
  const query = new URLSearchParams({ order: String(orderId), ...(orderCart ? { cart: orderCart } : {}) });
  return `${withLocalePrefix(result.status.code === 'CANCELLED' ? '/order/cancel' : '/order/error', locale)}?${query}`;
}
