import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers.ts';

const TABLES = [
  'discountCodeUses', 'payments', 'orderReturnLines', 'orderReturns', 'orderStatusHistory',
  'orderAddresses', 'orderLines', 'orders', 'cartLineFiles', 'cartLines', 'carts',
];

/** Carts, orders, returns, payments and discount code uses. Money in integer cents. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('userId', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('discountCode', 'varchar(100)')
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .addColumn('updatedAt', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('carts_user').on('carts').columns(['idSite', 'userId', 'status']).execute();

  await withIdColumn(db, db.schema.createTable('cartLines'))
    .addColumn('cartId', 'varchar(36)', (col) => col.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('idProduct', 'integer', (col) => col.notNull())
    .addColumn('idDeclination', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('customizations', 'text', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('cart_lines_cart').on('cartLines').column('cartId').execute();

  await withIdColumn(db, db.schema.createTable('cartLineFiles'))
    .addColumn('cartLineId', 'integer', (col) => col.notNull().references('cartLines.id').onDelete('cascade'))
    .addColumn('idCustomization', 'integer', (col) => col.notNull())
    .addColumn('fileId', 'varchar(64)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('orders'))
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('userId', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('cartId', 'varchar(36)', (col) => col.notNull().unique())
    .addColumn('reference', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('status', 'varchar(30)', (col) => col.notNull())
    .addColumn('deliveryType', 'varchar(20)', (col) => col.notNull())
    .addColumn('idCarrier', 'integer')
    .addColumn('carrierName', 'varchar(200)')
    .addColumn('serviceCode', 'varchar(100)')
    .addColumn('accessPoint', 'text')
    .addColumn('dateSchedule', 'varchar(10)')
    .addColumn('idSchedule', 'integer')
    .addColumn('phone', 'varchar(40)', (col) => col.notNull())
    .addColumn('message', 'text')
    .addColumn('discountCode', 'varchar(100)')
    .addColumn('subtotalCents', 'integer', (col) => col.notNull())
    .addColumn('discountCents', 'integer', (col) => col.notNull())
    .addColumn('shippingFeesCents', 'integer', (col) => col.notNull())
    .addColumn('totalCents', 'integer', (col) => col.notNull())
    .addColumn('trackingNumber', 'varchar(100)')
    .addColumn('deliveredAt', 'varchar(30)')
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .addColumn('updatedAt', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['idSite', 'userId']).execute();

  await withIdColumn(db, db.schema.createTable('orderLines'))
    .addColumn('orderId', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('idProduct', 'integer', (col) => col.notNull())
    .addColumn('idDeclination', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(300)', (col) => col.notNull())
    .addColumn('reference', 'varchar(100)', (col) => col.notNull())
    .addColumn('productType', 'varchar(10)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unitPriceCents', 'integer', (col) => col.notNull())
    .addColumn('unitToPayCents', 'integer', (col) => col.notNull())
    .addColumn('customizationCents', 'integer', (col) => col.notNull())
    .addColumn('customizations', 'text', (col) => col.notNull())
    .addColumn('customized', 'integer', (col) => col.notNull())
    .addColumn('isDematerialized', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order').on('orderLines').column('orderId').execute();

  await withIdColumn(db, db.schema.createTable('orderAddresses'))
    .addColumn('orderId', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('firstname', 'varchar(200)', (col) => col.notNull())
    .addColumn('lastname', 'varchar(200)', (col) => col.notNull())
    .addColumn('firstPart', 'varchar(300)', (col) => col.notNull())
    .addColumn('secondPart', 'varchar(300)')
    .addColumn('postalCode', 'varchar(20)', (col) => col.notNull())
    .addColumn('city', 'varchar(200)', (col) => col.notNull())
    .addColumn('country', 'varchar(3)', (col) => col.notNull())
    .addUniqueConstraint('order_addresses_kind', ['orderId', 'kind'])
    .execute();

  await withIdColumn(db, db.schema.createTable('orderStatusHistory'))
    .addColumn('orderId', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'varchar(30)', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('orderReturns'))
    .addColumn('orderId', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('orderReturnLines'))
    .addColumn('returnId', 'integer', (col) => col.notNull().references('orderReturns.id').onDelete('cascade'))
    .addColumn('orderLineId', 'integer', (col) => col.notNull().references('orderLines.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('payments'))
    .addColumn('orderId', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(50)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('amountCents', 'integer', (col) => col.notNull())
    .addColumn('cardLast4', 'varchar(4)', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('discountCodeUses'))
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('code', 'varchar(100)', (col) => col.notNull())
    .addColumn('orderId', 'integer', (col) => col.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('userId', 'integer')
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
