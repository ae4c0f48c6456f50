import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers.ts';

/**
 * The editor's media library (issue 34, item 4, decision 0066): one row per picture of a site,
 * its bytes in the file store under `media-<hash>` (the sha256 of the bytes, so the same bytes are
 * stored once), the type its bytes show, its pixels, its alt texts in French and English, the
 * name it was uploaded under, and who uploaded it when. One row per site and hash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('editorMedia'))
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('mime', 'varchar(40)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('altFr', 'varchar(300)', (col) => col.notNull())
    .addColumn('altEn', 'varchar(300)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('createdBy', 'integer')
    .addColumn('createdByEmail', 'varchar(320)')
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .addUniqueConstraint('editorMediaSiteHash', ['idSite', 'hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('editorMedia').execute();
}
