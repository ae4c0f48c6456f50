import { parseEuros, type Cents } from '../../rules/shop/pricing/money.ts';

/** The API body of a refund form (a return's amount in cents: `api.call` sends the wire's euros), or why it is not sent (a key of refund-messages.ts). */
export type RefundRequest =
  | { body: { reason: 'CANCELLED' } | { reason: 'RETURN'; returnId: number; amount?: Cents } }
  | { problem: 'notConfirmed' | 'badAmount' };

/**
 * Reads the order page's refund form: nothing goes without its confirmation box; a return's amount
 * typed in euros with a comma or a point (`12,50`), at most two decimals, read to cents by the
 * money rules (`parseEuros`).
 */
export function refundRequest(form: Record<string, unknown>): RefundRequest {
  if (form.confirm !== 'yes') return { problem: 'notConfirmed' };
  if (form.reason !== 'RETURN') return { body: { reason: 'CANCELLED' } };
  const returnId = Number(form.returnId);
  if (!Number.isInteger(returnId) || returnId < 1) return { problem: 'badAmount' };
  const typed = typeof form.amount === 'string' ? form.amount.trim() : '';
  if (typed === '') return { body: { reason: 'RETURN', returnId } };
  const amount = parseEuros(typed);
  if (amount === null || amount <= 0) return { problem: 'badAmount' };
  return { body: { reason: 'RETURN', returnId, amount } };
}
