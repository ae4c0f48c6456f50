import type { Kysely } from 'kysely';

/**
 * Secrets every instance shares, by name (the signing key of form file links when
 * FILE_LINK_SECRET is not set): made once by whichever instance needs one first, then read by all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('serverSecrets')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'varchar(128)', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('serverSecrets').execute();
}
