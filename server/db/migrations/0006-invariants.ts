import { sql, type Kysely } from 'kysely';

/**
 * Invariants held by the database (decision 0031).
 * - `invariantLocks`: an empty table; on SQLite `lockInTransaction` writes nothing to it to take
 *   the database's write lock first thing in a transaction (PostgreSQL uses advisory locks).
 * - At most one successful payment per order, whatever the code above does.
 * - Units sold per declination are counted from the order lines: index them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('invariantLocks').addColumn('key', 'varchar(200)', (col) => col.primaryKey()).execute();
  await db.schema.createIndex('payments_one_success').on('payments').column('orderId').unique()
    .where(sql.ref('status'), '=', sql.lit('SUCCEEDED')).execute();
  await db.schema.createIndex('order_lines_declination').on('orderLines').column('idDeclination').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_lines_declination').execute();
  await db.schema.dropIndex('payments_one_success').execute();
  await db.schema.dropTable('invariantLocks').execute();
}
