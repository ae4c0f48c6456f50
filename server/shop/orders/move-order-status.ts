import type { Kysely } from 'kysely';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { Database } from '../../db/database.ts';
import { checkAndTake, lockKeys } from '../../db/check-and-take.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Locale } from '../../../rules/locale.ts';
import { queueReviewRequest } from '../mails/review-request-mail.ts';
import { queueOrderStatusMail } from '../mails/order-mails.ts';
import { canTransition, deliveryRefusal, fitsDelivery, isOrderStatus, transitionRefusal } from '../order-model/order-status.ts';
import { requireOrder } from '../order-model/order-row.ts';
import { orderStockKeys, retakeStock, retakesStock } from './retake-stock.ts';

export interface OrderMove {
  site: LoadedSite;
  id: number;
  status: string;
  trackingNumber?: string | undefined;
  lang: Locale;
  at: string;
}

/**
 * Moves an order along its status chart (order-status.ts, decision 0009): one change at a time,
 * under the order's lock (and its products' stock when the move takes units back), then the
 * status mail, and a review request held until REVIEW_REQUEST_DELAY_DAYS after delivery.
 */
export async function moveOrderStatus(db: Kysely<Database>, { site, id, status: next, trackingNumber, lang, at }: OrderMove): Promise<void> {
  const keys = [lockKeys.order(id), ...(await orderStockKeys(db, site.idSite, id))];
  await checkAndTake(db, keys, async (trx) => {
    const order = await requireOrder(trx, site.idSite, id);
    if (!isOrderStatus(order.status) || !isOrderStatus(next) || !canTransition(order.status, next)) {
      throw new ApiError(409, transitionRefusal(order.status, next, lang));
    }
    if (!fitsDelivery(next, order.deliveryType)) throw new ApiError(422, deliveryRefusal(lang));
    if (retakesStock(order.status, next)) await retakeStock(trx, site, id, lang);
    await trx
      .updateTable('orders')
      .set({
        status: next,
        updatedAt: at,
        ...(trackingNumber?.trim() ? { trackingNumber: trackingNumber.trim() } : {}),
        ...(next === 'DELIVERED' ? { deliveredAt: at } : {}),
      })
      .where('id', '=', id)
      .execute();
    await trx.insertInto('orderStatusHistory').values({ orderId: id, status: next, createdAt: at }).execute();
    await queueOrderStatusMail(trx, site, id, at);
    if (next === 'DELIVERED') await queueReviewRequest(trx, site, id, at);
  });
}
