import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers.ts';

/**
 * The editor's audit log (issue 34): one row per publication, rollback, media change and role
 * change, newest read first by owners in the admin. `detail` is JSON (what changed), `actorEmail`
 * is kept as it was then (an account deleted later still reads as who did it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('editorAudit'))
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('at', 'varchar(30)', (col) => col.notNull())
    .addColumn('actorId', 'integer')
    .addColumn('actorEmail', 'varchar(320)')
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('editorAuditBySite').on('editorAudit').columns(['idSite', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('editorAudit').execute();
}
