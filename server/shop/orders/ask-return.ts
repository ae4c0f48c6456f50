import type { Kysely } from 'kysely';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { Database } from '../../db/database.ts';
import { checkAndTake, lockKeys } from '../../db/check-and-take.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Locale } from '../../../rules/locale.ts';
import { queueReturnMail, queueReturnNotice } from '../mails/return-mails.ts';
import { returnRequestError, returnWindowError } from './order-back-rules.ts';
import { isOrderStatus } from '../order-model/order-status.ts';
import { requireVisibleOrder } from './order-view.ts';
import { returnableLines } from './returnable-lines.ts';

export interface ReturnAsked {
  site: LoadedSite;
  orderId: number;
  userId: number;
  products: readonly { idOrderLine: number; quantity: number }[];
  /** The reason and the comment, as the customer gave them. */
  reason: string | null;
  lang: Locale;
  now: Date;
  windowDays: number;
}

/**
 * A member asks a return (issue 36). Returns already asked are counted under the order's lock:
 * two requests cannot both take the last units. The customer's confirmation and the shop's
 * notice commit with the return.
 */
export async function askReturn(db: Kysely<Database>, { site, orderId, userId, products, reason, lang, now, windowDays }: ReturnAsked): Promise<void> {
  const at = now.toISOString();
  await checkAndTake(db, lockKeys.order(orderId), async (trx) => {
    const order = await requireVisibleOrder(trx, site.idSite, orderId, { userId });
    const windowError = isOrderStatus(order.status) ? returnWindowError({ status: order.status, deliveredAt: order.deliveredAt }, now, lang, windowDays) : 'unknown status';
    if (windowError) throw new ApiError(400, windowError);
    const lines = await returnableLines(trx, order.id);
    const problem = returnRequestError(lines.map(({ rules }) => rules), products, lang);
    if (problem) throw new ApiError(problem.status, problem.message);
    const created = await trx
      .insertInto('orderReturns')
      .values({ orderId: order.id, status: 'ASKED', reason, createdAt: at, updatedAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const asked of products.filter((one) => one.quantity > 0)) {
      await trx.insertInto('orderReturnLines').values({ returnId: created.id, orderLineId: asked.idOrderLine, quantity: asked.quantity }).execute();
    }
    await queueReturnMail(trx, site, created.id, at);
    await queueReturnNotice(trx, site, created.id, at);
  });
}
