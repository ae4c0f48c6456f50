import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { AdminOrderStatus } from '../../../schemas/api/shop/admin-order-contracts.ts';
import { requireOrder } from '../order-model/order-row.ts';
import { statusView } from './order-view.ts';

/** An order's status and its history, labelled (§6 `GET /admin/order/{id}/get-status`). */
export async function adminOrderStatus(db: Kysely<Database>, idSite: number, id: number, lang: Locale): Promise<AdminOrderStatus> {
  const order = await requireOrder(db, idSite, id);
  const history = await db.selectFrom('orderStatusHistory').selectAll().where('orderId', '=', id).orderBy('id').execute();
  return {
    id: order.id,
    reference: order.reference,
    status: statusView(order.status, lang),
    history: history.map((one) => ({ ...statusView(one.status, lang), createdAt: one.createdAt })),
  };
}
