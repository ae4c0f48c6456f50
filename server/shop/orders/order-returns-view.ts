import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { FileLinks } from '../../files/file-links.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { OrderReturns } from '../../../schemas/api/shop/return-contracts.ts';
import { returnableQuantity, returnWindowError } from './order-back-rules.ts';
import { isOrderStatus } from '../order-model/order-status.ts';
import type { OrderRow } from '../order-model/order-row.ts';
import { returnLabelLink } from './return-label-link.ts';
import { returnableLines } from './returnable-lines.ts';

/** `GET /order-back`: what of the order may still be returned (none out of its window), and its returns with their label links. */
export async function orderReturnsView(db: Kysely<Database>, links: FileLinks, order: OrderRow, lang: Locale, now: Date, windowDays: number): Promise<OrderReturns> {
  const lines = await returnableLines(db, order.id);
  const returns = await db.selectFrom('orderReturns').selectAll().where('orderId', '=', order.id).orderBy('id').execute();
  const returnLines = returns.length
    ? await db.selectFrom('orderReturnLines').selectAll().where('returnId', 'in', returns.map((one) => one.id)).execute()
    : [];
  const windowError = isOrderStatus(order.status) ? returnWindowError({ status: order.status, deliveredAt: order.deliveredAt }, now, lang, windowDays) : null;
  return {
    order: { id: order.id, reference: order.reference },
    canReturn: windowError === null && lines.some(({ rules }) => returnableQuantity(rules) > 0),
    reason: windowError,
    products: lines.map(({ line, rules }) => ({
      idOrderLine: line.id,
      name: line.name,
      quantity: line.quantity,
      returnedQuantity: rules.returnedQuantity,
      returnableQuantity: windowError ? 0 : returnableQuantity(rules),
    })),
    returns: await Promise.all(returns.map(async (one) => ({
      id: one.id,
      status: one.status,
      reason: one.reason,
      createdAt: one.createdAt,
      updatedAt: one.updatedAt ?? one.createdAt,
      /** The label step's instructions and label link; the refusal's reason (issue 36). */
      instructions: one.instructions,
      label: await returnLabelLink(links, now, order.id, one.id, one.labelFileId),
      refusal: one.refusal,
      products: returnLines.filter((line) => line.returnId === one.id).map((line) => ({ idOrderLine: line.orderLineId, quantity: line.quantity })),
    }))),
  };
}
