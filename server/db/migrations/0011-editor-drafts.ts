import type { Kysely } from 'kysely';

/**
 * The owners' editor (issue 33, decision 0049): one draft per site, the configuration files the
 * owner changed since the last publish (`files`: JSON `{ "<path>": "<document text>" | null }`,
 * null a file deleted), with a revision every write checks and moves (409 on a stale base), and
 * `bases`: the sha256 of each drafted file as published when the draft took it (null: absent), so
 * a publish refuses to overwrite a file changed since by someone else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('editorDrafts')
    .addColumn('idSite', 'integer', (col) => col.primaryKey())
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('files', 'text', (col) => col.notNull())
    .addColumn('bases', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('updatedAt', 'varchar(30)', (col) => col.notNull())
    .addColumn('updatedBy', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('editorDrafts').execute();
}
