import type { Kysely } from 'kysely';

/**
 * The one-time setup link of a site that has no admin yet (issue 33, item 11; decision 0047):
 * one row per site, the newest link's token hash, its expiry and when it was used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('adminSetups')
    .addColumn('idSite', 'integer', (col) => col.primaryKey())
    .addColumn('tokenHash', 'varchar(64)', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .addColumn('expiresAt', 'varchar(30)', (col) => col.notNull())
    .addColumn('usedAt', 'varchar(30)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('adminSetups').execute();
}
