import type { Kysely } from 'kysely';

/**
 * A return's life (issue 36, server/shop/order-model/return-steps.ts): what the admin sends with the
 * label step (`instructions`, and/or a label file kept in the file store, `labelFileId`), why a
 * return is refused (`refusal`), and when it last moved (`updatedAt`). Statuses REFUNDED and
 * REFUSED join ASKED, LABEL_SENT and RECEIVED in the existing `status` column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orderReturns').addColumn('instructions', 'text').execute();
  await db.schema.alterTable('orderReturns').addColumn('labelFileId', 'varchar(36)').execute();
  await db.schema.alterTable('orderReturns').addColumn('refusal', 'text').execute();
  await db.schema.alterTable('orderReturns').addColumn('updatedAt', 'varchar(30)').execute();
  await db.schema.createIndex('order_returns_status').on('orderReturns').columns(['status', 'orderId']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_returns_status').execute();
  for (const column of ['updatedAt', 'refusal', 'labelFileId', 'instructions']) await db.schema.alterTable('orderReturns').dropColumn(column).execute();
}
