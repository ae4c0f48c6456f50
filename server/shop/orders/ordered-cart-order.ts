import type { Kysely } from 'kysely';
import type { ServedCartOrder } from '../../../schemas/api/shop/cart.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Locale } from '../../../rules/locale.ts';
import { CART_ORDERED, type CartRow } from '../cart/cart-repository.ts';
import { awaitsPayment } from '../order-model/order-status.ts';
import type { OrderRow } from '../order-model/order-row.ts';
import { orderSummary, requireVisibleOrder } from './order-view.ts';

/** The 409 of a cart whose order no longer awaits a payment (paid, cancelled…), naming the order. */
export const CART_ORDER_CLOSED = {
  fr: 'Ce panier a déjà été commandé : commande {reference}, « {status} ». Vous la retrouvez par le lien ci-dessous.',
  en: 'This cart has already been ordered: order {reference}, “{status}”. You will find it through the link below.',
} as const;

/**
 * The order a cart was made into, when the request may see it: the member's own order, or a
 * guest order to whoever holds its cart id (requireVisibleOrder). Undefined when the cart has no
 * order, or the order is someone else's (a member's order is never shown to a guest with the cart id).
 */
export async function visibleOrderOfCart(db: Kysely<Database>, idSite: number, cartId: string, userId: number | null): Promise<OrderRow | undefined> {
  const row = await db.selectFrom('orders').select('id').where('cartId', '=', cartId).where('idSite', '=', idSite).executeTakeFirst();
  if (!row) return undefined;
  return requireVisibleOrder(db, idSite, row.id, { userId, cartId }).catch(() => undefined);
}

/** The order as the payment step shows and resumes it: its own totals and discount code, as recorded. */
export function cartOrderView(order: OrderRow, lang: Locale): ServedCartOrder {
  return { ...orderSummary(order, lang), discountCode: order.discountCode };
}

/**
 * The order the payment step resumes for a cart already ordered (issue 32, item 8): the order
 * still awaiting its payment, as the request may see it (the cart's holder or its member). Paid,
 * cancelled or another's: a 409 in the request's language — naming the order (its id in `data`,
 * for a link) only to whoever may see it.
 */
export async function resumableOrderOfCart(db: Kysely<Database>, idSite: number, cart: CartRow, userId: number | null, lang: Locale): Promise<OrderRow> {
  const order = await visibleOrderOfCart(db, idSite, cart.id, userId);
  if (!order) throw new ApiError(409, CART_ORDERED);
  if (awaitsPayment(order)) return order;
  const view = cartOrderView(order, lang);
  throw new ApiError(409, CART_ORDER_CLOSED, { order: { id: view.id, reference: view.reference, status: view.status } }, { reference: view.reference, status: view.status.value });
}
