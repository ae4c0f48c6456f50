import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { awaitsPayment } from '../order-model/order-status.ts';

/** What a reload says of a cart that was ordered: see `ServedCartSchema.status`. */
export type OrderedCartStatus = 'ORDERED' | 'CLOSED';

/**
 * The status a reload answers for a cart that is no longer open: ORDERED while its order awaits
 * a payment (a declined card can be retried: the cart is shown, not changed), CLOSED once the
 * order is settled (the browser forgets the cart). A reload never answers 409 for the visitor's
 * own ordered cart (#24: the browser logged a 409 after payment and showed 0 on the declined page).
 */
export async function orderedCartStatus(db: Kysely<Database>, cartId: string): Promise<OrderedCartStatus> {
  const order = await db.selectFrom('orders').select('status').where('cartId', '=', cartId).orderBy('id', 'desc').executeTakeFirst();
  return order && awaitsPayment(order) ? 'ORDERED' : 'CLOSED';
}
