import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers.ts';

/**
 * Real payment providers (issue #25, decision 0037).
 * - `payments` rows are attempts: a hosted payment starts as `STARTED` with the provider's id of
 *   it (`providerRef`: a Stripe Checkout Session, a CAWL hosted checkout) and settles once to
 *   `SUCCEEDED`, `DECLINED` or `MISMATCH` (amount or currency not the order's).
 * - `paymentEvents`: the provider notifications already handled, so a replay changes nothing.
 * - `refunds`: money sent back, per payment, through the order's provider; at most one per return.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('providerRef', 'varchar(255)').execute();
  await db.schema.alterTable('payments').addColumn('currency', 'varchar(3)', (col) => col.notNull().defaultTo('EUR')).execute();
  await db.schema.createIndex('payments_provider_ref').on('payments').columns(['provider', 'providerRef']).execute();
  await db.schema
    .createTable('paymentEvents')
    .addColumn('provider', 'varchar(50)', (col) => col.notNull())
    .addColumn('eventId', 'varchar(255)', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'eventId'])
    .execute();
  await withIdColumn(db, db.schema.createTable('refunds'))
    .addColumn('orderId', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('paymentId', 'integer', (col) => col.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('amountCents', 'integer', (col) => col.notNull())
    .addColumn('providerRef', 'varchar(255)', (col) => col.notNull())
    .addColumn('reason', 'varchar(20)', (col) => col.notNull())
    .addColumn('returnId', 'integer', (col) => col.references('orderReturns.id').onDelete('set null'))
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('refunds_one_per_return').on('refunds').column('returnId').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refunds').execute();
  await db.schema.dropTable('paymentEvents').execute();
  await db.schema.dropIndex('payments_provider_ref').execute();
  await db.schema.alterTable('payments').dropColumn('currency').execute();
  await db.schema.alterTable('payments').dropColumn('providerRef').execute();
}
