import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers.ts';

/**
 * Many servers (decision 0035): published configuration bundles (every instance serves the
 * newest row's version) and the claims of layout preview screenshots (one instance pictures a
 * changed layout, the others see the claim and leave it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('configBundles'))
    .addColumn('version', 'varchar(64)', (col) => col.notNull())
    .addColumn('publishedAt', 'varchar(30)', (col) => col.notNull())
    .addColumn('files', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('layoutPreviewClaims')
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('idPage', 'integer', (col) => col.notNull())
    .addColumn('idLayout', 'integer', (col) => col.notNull())
    .addColumn('hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('claimedBy', 'varchar(200)', (col) => col.notNull())
    .addColumn('claimedUntil', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('layout_preview_claims_pk', ['idSite', 'idPage', 'idLayout'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('layoutPreviewClaims').execute();
  await db.schema.dropTable('configBundles').execute();
}
