import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { AdminOrderItem } from '../../../schemas/api/shop/admin-order-contracts.ts';
import { orderSummary } from './order-view.ts';
import { OPEN_RETURN_STATUSES } from '../order-model/return-steps.ts';

export const ADMIN_ORDERS_PER_PAGE = 20;

/** The filters of the back office's order list (already checked by its contract). */
export interface AdminOrderFilters {
  status?: string;
  from?: string;
  to?: string;
  page?: number;
  returns?: 'open';
}

/** A page of the site's orders for the back office: newest first, 20 a page, each with its customer and its open returns. */
export async function adminOrderList(db: Kysely<Database>, idSite: number, query: AdminOrderFilters, lang: Locale): Promise<{ items: AdminOrderItem[]; total: number; page: number; perPage: number }> {
  let base = db.selectFrom('orders').where('orders.idSite', '=', idSite);
  if (query.status) base = base.where('orders.status', '=', query.status);
  if (query.from) base = base.where('orders.createdAt', '>=', `${query.from}T00:00:00.000Z`);
  if (query.to) base = base.where('orders.createdAt', '<=', `${query.to}T23:59:59.999Z`);
  if (query.returns === 'open') {
    base = base.where((eb) => eb.exists(eb.selectFrom('orderReturns').select('orderReturns.id').whereRef('orderReturns.orderId', '=', 'orders.id').where('orderReturns.status', 'in', [...OPEN_RETURN_STATUSES])));
  }
  const page = query.page ?? 1;
  const [rows, count] = await Promise.all([
    base.leftJoin('users', 'users.id', 'orders.userId').selectAll('orders').select(['users.email', 'users.firstname', 'users.lastname'])
      .select((eb) => eb.selectFrom('orderReturns').select((sub) => sub.fn.countAll<number | string>().as('n')).whereRef('orderReturns.orderId', '=', 'orders.id')
        .where('orderReturns.status', 'in', [...OPEN_RETURN_STATUSES]).as('openReturns'))
      .orderBy('orders.createdAt', 'desc').orderBy('orders.id', 'desc').limit(ADMIN_ORDERS_PER_PAGE).offset((page - 1) * ADMIN_ORDERS_PER_PAGE).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => ({
    ...orderSummary(row, lang),
    customer: row.email ? { email: row.email, name: `${row.firstname} ${row.lastname}`.trim() } : null,
    openReturns: Number(row.openReturns ?? 0),
  }));
  return { items, total: Number(count.n), page, perPage: ADMIN_ORDERS_PER_PAGE };
}
