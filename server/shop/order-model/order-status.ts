import { ORDER_STATUSES } from '../../../schemas/api/shop/order-statuses.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { OrderRow } from './order-row.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

/**
 * Order status values (the spec does not show them: this is our decision).
 * PENDING_PAYMENT → PAID | PAYMENT_FAILED | CANCELLED; PAYMENT_FAILED → PAID | CANCELLED;
 * PAID → PREPARING | CANCELLED; PREPARING → SHIPPED | READY_FOR_PICKUP;
 * SHIPPED | READY_FOR_PICKUP → DELIVERED. REFUNDED_OUT_OF_STOCK is set by the settlement only (a
 * payment that arrived after the order's released units were sold to others, refunded at once:
 * issue 32), never chosen by hand; it is last so that the 1-based ids of the others stay.
 */
export { ORDER_STATUSES };

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Whether an order still waits for its payment (never paid, or declined before). */
export function awaitsPayment(order: Pick<OrderRow, 'status'>): boolean {
  return order.status === 'PENDING_PAYMENT' || order.status === 'PAYMENT_FAILED';
}

const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING_PAYMENT: ['PAID', 'PAYMENT_FAILED', 'CANCELLED'],
  PAYMENT_FAILED: ['PAID', 'CANCELLED'],
  PAID: ['PREPARING', 'CANCELLED'],
  PREPARING: ['SHIPPED', 'READY_FOR_PICKUP'],
  SHIPPED: ['DELIVERED'],
  READY_FOR_PICKUP: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
  REFUNDED_OUT_OF_STOCK: [],
};

const LABELS: Record<OrderStatus, { en: string; fr: string }> = {
  PENDING_PAYMENT: { en: 'Awaiting payment', fr: 'En attente de paiement' },
  PAYMENT_FAILED: { en: 'Payment declined', fr: 'Paiement refusé' },
  PAID: { en: 'Paid', fr: 'Payée' },
  PREPARING: { en: 'Being prepared', fr: 'En préparation' },
  SHIPPED: { en: 'Shipped', fr: 'Expédiée' },
  READY_FOR_PICKUP: { en: 'Ready for pickup', fr: 'Prête à être retirée' },
  DELIVERED: { en: 'Delivered', fr: 'Livrée' },
  CANCELLED: { en: 'Cancelled', fr: 'Annulée' },
  REFUNDED_OUT_OF_STOCK: { en: 'Refunded: out of stock', fr: 'Remboursée : rupture de stock' },
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether an order may go from one status to another. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/**
 * The 409 message of a refused move, e.g. when another change got there first (admin status
 * changes run one at a time under the order's lock).
 */
export function transitionRefusal(from: string, to: string, lang: Locale): string {
  return lang === 'en' ? `An order cannot go from ${from} to ${to}` : `Une commande ne peut pas passer de ${from} à ${to}`;
}

const PICKUP_ONLY = {
  en: '“Ready for pickup” is only for click-and-collect orders',
  fr: '« Prête à être retirée » ne concerne que les commandes en click and collect',
} as const;

/** Whether a status fits an order's delivery type: READY_FOR_PICKUP only for click and collect. */
export function fitsDelivery(to: OrderStatus, deliveryType: string): boolean {
  return to !== 'READY_FOR_PICKUP' || deliveryType === 'CLICK_AND_COLLECT';
}

/** The 422 message when a status does not fit the order's delivery type. */
export function deliveryRefusal(lang: Locale): string {
  return pickText(PICKUP_ONLY, lang);
}

/** The label of a status in a language. */
export function orderStatusLabel(status: OrderStatus, lang: Locale): string {
  return pickText(LABELS[status], lang);
}

/** §3 "status types {id, value}": id is the 1-based position, value the translated label. */
export function orderStatusTypes(lang: Locale): { id: number; code: OrderStatus; value: string }[] {
  return ORDER_STATUSES.map((code, index) => ({ id: index + 1, code, value: pickText(LABELS[code], lang) }));
}
