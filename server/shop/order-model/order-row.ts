import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { OrdersTable } from '../../db/tables/shop.ts';
import { ApiError } from '../../errors/api-error.ts';

/** One row of the `orders` table. */
export type OrderRow = Selectable<OrdersTable>;

/** The 404 of an order, in both languages. */
export const ORDER_NOT_FOUND = { fr: 'La commande {id} n’existe pas', en: 'Order {id} does not exist' } as const;

/** An order of a site by id; 404 when it does not exist there. */
export async function requireOrder(db: Kysely<Database>, idSite: number, id: number): Promise<OrderRow> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', id).where('idSite', '=', idSite).executeTakeFirst();
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND, null, { id: String(id) });
  return order;
}
