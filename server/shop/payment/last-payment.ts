import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The order's latest payment attempt, if any. */
export async function lastPayment(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('payments').selectAll().where('orderId', '=', orderId).orderBy('id', 'desc').executeTakeFirst();
}
