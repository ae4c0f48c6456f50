import type { Locale } from '../../rules/index.ts';
import type { PaymentResult as ServedPaymentResult } from '../../schemas/api/shop/payment-contracts.ts';
import { withLocalePrefix } from '../../runtime/index.ts';

/** `GET /order/cawl/result/{id}` (its contract's answer): where the order's payment stands, the parts the outcome needs. */
export type PaymentResult = Pick<ServedPaymentResult, 'paid'> & Partial<Pick<ServedPaymentResult, 'pending'>> & { status: Pick<ServedPaymentResult['status'], 'code'> };

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
