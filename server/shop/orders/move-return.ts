import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { checkAndTake, lockKeys } from '../../db/check-and-take.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Locale } from '../../../rules/locale.ts';
import { requireOrder } from './order-view.ts';
import { canMoveReturn, returnMoveRefusal, returnStepMessage, type ReturnMove } from './return-steps.ts';

export interface ReturnMoveInput {
  site: LoadedSite;
  orderId: number;
  returnId: number;
  to: ReturnMove;
  lang: Locale;
  at: string;
}

/**
 * Moves a return one step (return-steps.ts) as an admin asks: under the order's lock (the refund
 * takes it too, so a refusal and a refund of one return never both land) and with a conditional
 * UPDATE … WHERE status = the step it was checked against. Answers the step it left.
 */
export async function moveReturn(db: Kysely<Database>, input: ReturnMoveInput): Promise<{ from: string }> {
  const { site, orderId, returnId, to, lang } = input;
  return checkAndTake(db, lockKeys.order(orderId), async (trx) => {
    await requireOrder(trx, site.idSite, orderId);
    const found = await trx.selectFrom('orderReturns').select(['id', 'status']).where('id', '=', returnId).where('orderId', '=', orderId).executeTakeFirst();
    if (!found) throw new ApiError(404, returnStepMessage('UNKNOWN', lang));
    const refunded = await trx.selectFrom('refunds').select('id').where('returnId', '=', returnId).executeTakeFirst();
    if (refunded || !canMoveReturn(found.status, to)) throw new ApiError(409, returnMoveRefusal(refunded ? 'REFUNDED' : found.status, to, lang));
    const moved = await trx.updateTable('orderReturns').set({ status: to }).where('id', '=', returnId).where('status', '=', found.status).executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(409, returnMoveRefusal(found.status, to, lang));
    return { from: found.status };
  });
}
