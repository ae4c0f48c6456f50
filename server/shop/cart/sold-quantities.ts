import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { RELEASED_STATUSES } from '../../../schemas/api/shop/order-statuses.ts';

/**
 * Units of each declination taken by orders of the site that hold them (not cancelled, declined
 * or refunded for want of stock: `RELEASED_STATUSES`).
 * The catalogue's `quantity` is the stock on hand before online orders; remaining stock is
 * `quantity - sold`.
 */
export async function soldQuantities(
  db: Kysely<Database>,
  idSite: number,
  declinationIds: readonly number[],
): Promise<Map<number, number>> {
  const sold = new Map<number, number>();
  if (declinationIds.length === 0) return sold;
  const rows = await db
    .selectFrom('orderLines')
    .innerJoin('orders', 'orders.id', 'orderLines.orderId')
    .select(['orderLines.idDeclination', (eb) => eb.fn.sum<number | string>('orderLines.quantity').as('sold')])
    .where('orders.idSite', '=', idSite)
    .where('orders.status', 'not in', [...RELEASED_STATUSES])
    .where('orderLines.idDeclination', 'in', [...declinationIds])
    .groupBy('orderLines.idDeclination')
    .execute();
  for (const row of rows) sold.set(row.idDeclination, Number(row.sold));
  return sold;
}
