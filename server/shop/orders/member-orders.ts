import type { Kysely } from 'kysely';
import type { Locale } from '../../../rules/locale.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { orderSummary } from './order-view.ts';

/** A §9 list query on the member's orders, as `parseListQuery` reads it (filters on status and reference). */
export interface OrderListQuery {
  page: number;
  nbItem: number;
  orderBy: { field: string; direction: 'asc' | 'desc' } | null;
  filters: { field: string; op: string; value: string }[];
}

const EQUAL_OR_LIKE = {
  en: "Invalid field ''{field}'' in query: only equal or lk: filters",
  fr: 'Champ « {field} » invalide dans les paramètres de la requête : seuls les filtres égal ou lk: sont permis',
} as const;

/** `GET /order`: a page of the member's orders on the site, newest first unless asked otherwise, and their count. */
export async function memberOrders(db: Kysely<Database>, idSite: number, userId: number, query: OrderListQuery, lang: Locale) {
  let base = db.selectFrom('orders').where('idSite', '=', idSite).where('userId', '=', userId);
  for (const filter of query.filters) {
    if (filter.op !== 'eq' && filter.op !== 'lk') throw new ApiError(400, EQUAL_OR_LIKE, null, { field: filter.field });
    base = filter.op === 'eq'
      ? base.where(filter.field as 'status' | 'reference', 'in', filter.value.split(','))
      : base.where(filter.field as 'status' | 'reference', 'like', `%${filter.value}%`);
  }
  const count = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
  const column = query.orderBy?.field === 'total' ? 'totalCents' : (query.orderBy?.field as 'createdAt' | 'reference' | undefined) ?? 'createdAt';
  const rows = await base
    .selectAll()
    .orderBy(column, query.orderBy?.direction ?? 'desc')
    .orderBy('id', 'desc')
    .limit(query.nbItem)
    .offset((query.page - 1) * query.nbItem)
    .execute();
  return { orders: rows.map((row) => orderSummary(row, lang)), total: Number(count?.total ?? 0) };
}
