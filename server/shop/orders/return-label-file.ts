import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The file id of a return's label, when the return is of this order of this site and has one. */
export async function returnLabelFile(db: Kysely<Database>, idSite: number, orderId: number, returnId: number): Promise<string | null> {
  const row = await db.selectFrom('orderReturns').innerJoin('orders', 'orders.id', 'orderReturns.orderId').select(['orderReturns.labelFileId'])
    .where('orderReturns.id', '=', returnId).where('orders.id', '=', orderId).where('orders.idSite', '=', idSite).executeTakeFirst();
  return row?.labelFileId ?? null;
}
