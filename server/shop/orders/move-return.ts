import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { checkAndTake, lockKeys } from '../../db/check-and-take.ts';
import { ApiError } from '../../errors/api-error.ts';
import { queueReturnMail } from '../mails/return-mails.ts';
import type { Locale } from '../../../rules/locale.ts';
import { requireOrder } from '../order-model/order-row.ts';
import { canMoveReturn, returnMoveProblem, returnMoveRefusal, returnStepMessage, type ReturnMove } from '../order-model/return-steps.ts';

export interface ReturnMoveInput {
  site: LoadedSite;
  orderId: number;
  returnId: number;
  to: ReturnMove;
  lang: Locale;
  at: string;
  /** The label step's instructions to the customer. */
  instructions?: string | null;
  /** The refusal's reason, which the customer reads. */
  refusal?: string | null;
  /** The label step's file: recorded in the move's transaction (answers its id), with its signed link for the mail. */
  label?: { record: (trx: Transaction<Database>) => Promise<string>; url: string } | null;
}

/**
 * Moves a return one step (return-steps.ts) as an admin asks: under the order's lock (the refund
 * takes it too, so a refusal and a refund of one return never both land) and with a conditional
 * UPDATE … WHERE status = the step it was checked against; what the step carries (instructions,
 * label, reason) and the customer's mail are written in the same transaction. Answers the step it left.
 */
export async function moveReturn(db: Kysely<Database>, input: ReturnMoveInput): Promise<{ from: string }> {
  const { site, orderId, returnId, to, lang, at } = input;
  const instructions = to === 'LABEL_SENT' ? input.instructions?.trim() || null : null;
  const refusal = to === 'REFUSED' ? input.refusal?.trim() || null : null;
  const problem = returnMoveProblem(to, { instructions, refusal, hasLabel: Boolean(input.label) }, lang);
  if (problem) throw new ApiError(400, problem);
  return checkAndTake(db, lockKeys.order(orderId), async (trx) => {
    await requireOrder(trx, site.idSite, orderId);
    const found = await trx.selectFrom('orderReturns').select(['id', 'status']).where('id', '=', returnId).where('orderId', '=', orderId).executeTakeFirst();
    if (!found) throw new ApiError(404, returnStepMessage('UNKNOWN', lang));
    const refunded = await trx.selectFrom('refunds').select('id').where('returnId', '=', returnId).executeTakeFirst();
    if (refunded || !canMoveReturn(found.status, to)) throw new ApiError(409, returnMoveRefusal(refunded ? 'REFUNDED' : found.status, to, lang));
    const labelFileId = to === 'LABEL_SENT' && input.label ? await input.label.record(trx) : null;
    const moved = await trx.updateTable('orderReturns')
      .set({
        status: to,
        updatedAt: at,
        ...(to === 'LABEL_SENT' ? { instructions, labelFileId } : {}),
        ...(to === 'REFUSED' ? { refusal } : {}),
      })
      .where('id', '=', returnId).where('status', '=', found.status).executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(409, returnMoveRefusal(found.status, to, lang));
    await queueReturnMail(trx, site, returnId, at, labelFileId ? input.label!.url : null);
    return { from: found.status };
  });
}
