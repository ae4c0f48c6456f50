/** The API body of a refund form, or why it is not sent (a key of refund-messages.ts). */
export type RefundRequest =
  | { body: { reason: 'CANCELLED' } | { reason: 'RETURN'; returnId: number; amount?: number } }
  | { problem: 'notConfirmed' | 'badAmount' };

/**
 * Reads the order page's refund form: nothing goes without its confirmation box; a return's amount
 * in euros, typed with a comma or a point (`12,50`), at most two decimals.
 */
export function refundRequest(form: Record<string, unknown>): RefundRequest {
  if (form.confirm !== 'yes') return { problem: 'notConfirmed' };
  if (form.reason !== 'RETURN') return { body: { reason: 'CANCELLED' } };
  const returnId = Number(form.returnId);
  const typed = typeof form.amount === 'string' ? form.amount.trim().replace(/\s|\u202f/g, '').replace(',', '.') : '';
  if (!Number.isInteger(returnId) || returnId < 1) return { problem: 'badAmount' };
  if (typed === '') return { body: { reason: 'RETURN', returnId } };
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(typed) || Number(typed) <= 0) return { problem: 'badAmount' };
  return { body: { reason: 'RETURN', returnId, amount: Number(typed) } };
}
