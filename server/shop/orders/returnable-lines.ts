import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ReturnableLine } from './order-back-rules.ts';

/** An order's lines, each with what its return rules need (quantity, already returned, customized, dematerialized). */
export async function returnableLines(db: Kysely<Database>, orderId: number) {
  const lines = await db.selectFrom('orderLines').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
  const returned = await db
    .selectFrom('orderReturnLines')
    .innerJoin('orderReturns', 'orderReturns.id', 'orderReturnLines.returnId')
    .select(['orderReturnLines.orderLineId', (eb) => eb.fn.sum<number | string>('orderReturnLines.quantity').as('quantity')])
    .where('orderReturns.orderId', '=', orderId)
    .groupBy('orderReturnLines.orderLineId')
    .execute();
  return lines.map((line) => {
    const rules: ReturnableLine = {
      idOrderLine: line.id,
      quantity: line.quantity,
      returnedQuantity: Number(returned.find((one) => one.orderLineId === line.id)?.quantity ?? 0),
      customized: line.customized === 1,
      isDematerialized: line.isDematerialized === 1,
    };
    return { line, rules };
  });
}
