import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** A refunded return ends its life (return-steps.ts): RECEIVED → REFUNDED, once (a conditional update). */
export async function closeRefundedReturn(db: Kysely<Database>, orderId: number, returnId: number, at: string): Promise<void> {
  await db.updateTable('orderReturns').set({ status: 'REFUNDED', updatedAt: at }).where('id', '=', returnId).where('orderId', '=', orderId).where('status', '=', 'RECEIVED').execute();
}
