/**
 * Order status values (the spec does not show them: decision 0009; their chart is in
 * server/shop/order-model/order-status.ts). REFUNDED_OUT_OF_STOCK is last so that the 1-based ids of
 * the others stay. Declared here because the back office's contracts accept them.
 */
export const ORDER_STATUSES = [
  'PENDING_PAYMENT', 'PAYMENT_FAILED', 'PAID', 'PREPARING', 'SHIPPED', 'READY_FOR_PICKUP', 'DELIVERED', 'CANCELLED', 'REFUNDED_OUT_OF_STOCK',
] as const;

/**
 * Statuses whose order does not hold its units (the stock counts them as free). Declared here so
 * that the cart's stock (server/shop/cart/sold-quantities.ts) reads them without importing orders.
 */
export const RELEASED_STATUSES: readonly (typeof ORDER_STATUSES)[number][] = ['CANCELLED', 'PAYMENT_FAILED', 'REFUNDED_OUT_OF_STOCK'];

/** The moves an admin makes on a return (server/shop/order-model/return-steps.ts keeps their chart). */
export const RETURN_MOVES = ['LABEL_SENT', 'RECEIVED', 'REFUSED'] as const;

/** The longest text of a return step (the label's instructions, a refusal's reason). */
export const RETURN_WORDS_MAX = 2000;
