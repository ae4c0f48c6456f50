import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { FileLinks } from '../../files/file-links.ts';
import { returnLabelLink } from './return-label-link.ts';
import { returnMovesFrom, returnStatusLabel } from '../order-model/return-steps.ts';

/**
 * An order's returns as the admin order page moves them: their step, the products and reason the
 * customer gave, and the steps the admin may move each to (return-steps.ts).
 */
export async function adminReturns(db: Kysely<Database>, links: FileLinks, now: Date, orderId: number, lang: Locale) {
  const returns = await db.selectFrom('orderReturns').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
  const lines = returns.length === 0 ? [] : await db.selectFrom('orderReturnLines').innerJoin('orderLines', 'orderLines.id', 'orderReturnLines.orderLineId')
    .select(['orderReturnLines.returnId', 'orderReturnLines.quantity', 'orderLines.name']).where('orderReturnLines.returnId', 'in', returns.map((one) => one.id))
    .orderBy('orderReturnLines.id').execute();
  return Promise.all(returns.map(async (one) => ({
    id: one.id,
    status: { code: one.status, value: returnStatusLabel(one.status, lang) },
    createdAt: one.createdAt,
    updatedAt: one.updatedAt ?? one.createdAt,
    reason: one.reason,
    instructions: one.instructions,
    label: await returnLabelLink(links, now, orderId, one.id, one.labelFileId),
    refusal: one.refusal,
    products: lines.filter((line) => line.returnId === one.id).map((line) => ({ name: line.name, quantity: line.quantity })),
    moves: returnMovesFrom(one.status).map((code) => ({ code, value: returnStatusLabel(code, lang) })),
  })));
}
