import type { Kysely } from 'kysely';

/**
 * Money taken only for goods that exist, and no outside call inside a transaction (issue 32).
 * - `refunds.status`: a refund is recorded as an intent (`PENDING`, with the `idempotencyKey` the
 *   provider gets) before the provider is called outside any transaction, then `SUCCEEDED` with
 *   the provider's id (rows before this migration were made in one step: `SUCCEEDED`).
 * - `outbox.orderId`: the order a mail is about, so a "payment declined" mail still waiting can
 *   be dropped when another attempt pays the order (settle-payment.ts).
 * - New values, no schema change: the order status `REFUNDED_OUT_OF_STOCK`, the payment statuses
 *   `SUPERSEDED` (an attempt a newer checkout replaced) and `DUPLICATE` (a second payment of a paid
 *   order), the refund reasons `OUT_OF_STOCK` and `DUPLICATE`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refunds').addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('SUCCEEDED')).execute();
  await db.schema.alterTable('refunds').addColumn('idempotencyKey', 'varchar(255)').execute();
  await db.schema.alterTable('outbox').addColumn('orderId', 'integer').execute();
  await db.schema.createIndex('outbox_order').on('outbox').column('orderId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_order').execute();
  await db.schema.alterTable('outbox').dropColumn('orderId').execute();
  await db.schema.alterTable('refunds').dropColumn('idempotencyKey').execute();
  await db.schema.alterTable('refunds').dropColumn('status').execute();
}
