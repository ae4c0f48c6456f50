import type { AdminOrderConsents } from '../../../schemas/api/shop/admin-order-contracts.ts';
import type { OrderRow } from '../order-model/order-row.ts';

/**
 * The consents an order recorded (migration 0020), as the back office's order detail gives them:
 * the owner's proof, for an authority or the customer, of when the terms of sale were accepted,
 * which text, and when the legal age was certified. Never in the customer's own order answers.
 */
export function adminOrderConsents(order: Pick<OrderRow, 'termsAcceptedAt' | 'termsVersion' | 'legalAgeConfirmedAt'>): AdminOrderConsents {
  return { termsAcceptedAt: order.termsAcceptedAt, termsVersion: order.termsVersion, legalAgeConfirmedAt: order.legalAgeConfirmedAt };
}
