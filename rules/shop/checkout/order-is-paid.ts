/**
 * Whether an order of this status code has been paid (issue 32, item 9): not while it awaits its
 * payment (PENDING_PAYMENT, PAYMENT_FAILED), nor once cancelled, nor when its payment came after
 * its units were sold and went back (REFUNDED_OUT_OF_STOCK, issue 32 item 1). The API's payment
 * result and the success page say "confirmed" from this one rule.
 */
export function orderIsPaid(status: string): boolean {
  return status !== 'PENDING_PAYMENT' && status !== 'PAYMENT_FAILED' && status !== 'CANCELLED' && status !== 'REFUNDED_OUT_OF_STOCK';
}
