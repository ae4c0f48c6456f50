/**
 * Order status values (the spec does not show them: decision 0009; their chart is in
 * server/shop/orders/order-status.ts). REFUNDED_OUT_OF_STOCK is last so that the 1-based ids of
 * the others stay. Declared here because the back office's contracts accept them.
 */
export const ORDER_STATUSES = [
  'PENDING_PAYMENT', 'PAYMENT_FAILED', 'PAID', 'PREPARING', 'SHIPPED', 'READY_FOR_PICKUP', 'DELIVERED', 'CANCELLED', 'REFUNDED_OUT_OF_STOCK',
] as const;

/** The moves an admin makes on a return (server/shop/orders/return-steps.ts keeps their chart). */
export const RETURN_MOVES = ['LABEL_SENT', 'RECEIVED', 'REFUSED'] as const;

/** The longest text of a return step (the label's instructions, a refusal's reason). */
export const RETURN_WORDS_MAX = 2000;
