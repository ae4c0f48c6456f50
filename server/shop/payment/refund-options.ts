import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Locale } from '../../../rules/locale.ts';
import { toEuros } from '../../../rules/index.ts';
import { orderGenericValues } from '../orders/order-generic-values.ts';


/**
 * What the admin order page may refund (amounts in euros): what is left of the order's card
 * payment, the whole of it once the order is cancelled, and each return with the value of its
 * lines (at most what is left) until it is refunded. The refunds made are the order detail's.
 */
export async function refundOptions(db: Kysely<Database>, order: { id: number; status: string }, lang: Locale) {
  const payment = await db.selectFrom('payments').select(['id', 'amountCents', 'provider']).where('orderId', '=', order.id).where('status', '=', 'SUCCEEDED').executeTakeFirst();
  const [refunds, returns, lines] = await Promise.all([
    db.selectFrom('refunds').select(['amountCents', 'returnId']).where('orderId', '=', order.id).orderBy('id').execute(),
    db.selectFrom('orderReturns').select(['id', 'status', 'createdAt']).where('orderId', '=', order.id).orderBy('id').execute(),
    db.selectFrom('orderReturnLines').innerJoin('orderReturns', 'orderReturns.id', 'orderReturnLines.returnId')
      .innerJoin('orderLines', 'orderLines.id', 'orderReturnLines.orderLineId')
      .select(['orderReturnLines.returnId', 'orderReturnLines.quantity', 'orderLines.unitToPayCents'])
      .where('orderReturns.orderId', '=', order.id).execute(),
  ]);
  const statusLabels = new Map(orderGenericValues('return-status', lang).map((one) => [one.code, one.value]));
  const leftCents = payment ? payment.amountCents - refunds.reduce((sum, one) => sum + one.amountCents, 0) : 0;
  return {
    paid: toEuros(payment ? payment.amountCents : 0),
    provider: payment?.provider ?? null,
    left: toEuros(Math.max(0, leftCents)),
    cancelled: order.status === 'CANCELLED' && leftCents > 0,
    returns: returns.map((one) => {
      const valueCents = lines.filter((line) => line.returnId === one.id).reduce((sum, line) => sum + line.quantity * line.unitToPayCents, 0);
      return {
        id: one.id,
        status: { code: one.status, value: statusLabels.get(one.status) ?? one.status },
        createdAt: one.createdAt,
        amount: toEuros(Math.min(valueCents, Math.max(0, leftCents))),
        refunded: refunds.some((refund) => refund.returnId === one.id),
      };
    }),
  };
}
