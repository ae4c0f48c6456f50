import type { Kysely } from 'kysely';

/**
 * Counters shared by every instance (login throttle, reset requests, form and message limits:
 * server/content/rate-limiter.ts, server/account/login-throttle.ts), and the pending changes of
 * login e-mail waiting for the new address to confirm its link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rateCounters')
    .addColumn('key', 'varchar(400)', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('blockedUntil', 'varchar(30)', (col) => col.notNull())
    .addColumn('expiresAt', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_counters_expires').on('rateCounters').column('expiresAt').execute();

  await db.schema
    .createTable('emailChanges')
    .addColumn('tokenHash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('userId', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('newEmail', 'varchar(320)', (col) => col.notNull())
    .addColumn('expiresAt', 'varchar(30)', (col) => col.notNull())
    .addColumn('usedAt', 'varchar(30)')
    .execute();
  await db.schema.createIndex('email_changes_user').on('emailChanges').column('userId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('emailChanges').execute();
  await db.schema.dropTable('rateCounters').execute();
}
