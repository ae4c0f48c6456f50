import type { Static } from '@sinclair/typebox';
import type { AdminOrdersQuery } from '../../schemas/api/shop/admin-order-contracts.ts';

/**
 * The back office list's filters as `GET /admin/orders` takes them: a filter left empty is not
 * sent, the first page is not named; the API checks the rest (a bad date or status: its 400 shown
 * on the page, in the admin's language).
 */
export function adminOrdersQuery(filters: { status: string; from: string; to: string; returns: string }, pageNumber: number): Static<typeof AdminOrdersQuery> {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.returns === 'open' ? { returns: 'open' as const } : {}),
    ...(Number.isInteger(pageNumber) && pageNumber > 1 ? { page: pageNumber } : {}),
  };
}
