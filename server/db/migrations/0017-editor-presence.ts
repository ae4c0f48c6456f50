import type { Kysely } from 'kysely';

/**
 * Who is editing a site now (issue 34, item 3): one row per open editor (a browser tab, `tab`),
 * with the page it shows and a short lease (`until`) renewed while it stays open. In the database,
 * so every instance sees every editor; a row past its lease is nobody.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('editorPresence')
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('tab', 'varchar(40)', (col) => col.notNull())
    .addColumn('idUser', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('page', 'varchar(300)', (col) => col.notNull())
    .addColumn('until', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('editorPresencePk', ['idSite', 'tab'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('editorPresence').execute();
}
