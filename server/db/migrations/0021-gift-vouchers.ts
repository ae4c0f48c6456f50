import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers.ts';

/**
 * `giftVouchers`: one row per unit of a VOUCHER order line, issued once when the order is paid
 * (decision 0059). `code` is random and unique (12 Crockford base-32 characters); `(orderLineId,
 * unit)` is unique, so a second settlement of the same order issues nothing more. The personal
 * message is the line's own (its customization answer), copied so the voucher never changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('giftVouchers'))
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('orderId', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('orderLineId', 'integer', (col) => col.notNull().references('orderLines.id').onDelete('cascade'))
    .addColumn('unit', 'integer', (col) => col.notNull())
    .addColumn('code', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('amountCents', 'integer', (col) => col.notNull())
    .addColumn('message', 'varchar(400)')
    .addColumn('issuedAt', 'varchar(30)', (col) => col.notNull())
    .addColumn('validUntil', 'varchar(10)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('gift_vouchers_line_unit').on('giftVouchers').columns(['orderLineId', 'unit']).unique().execute();
  await db.schema.createIndex('gift_vouchers_order').on('giftVouchers').column('orderId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('giftVouchers').execute();
}
