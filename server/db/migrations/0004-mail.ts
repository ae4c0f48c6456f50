import type { Kysely } from 'kysely';

/**
 * Layout previews keep the hash they were made for, and every earlier preview by hash (the
 * admin looks one up). Mail delivery: the outbox keeps each mail whole (language, kind, text and HTML parts) and its
 * delivery state (attempts, next attempt, claim lease, sent time, last error); orders keep the
 * customer's language for the mails sent when their status changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per ALTER TABLE statement.
  const outbox = () => db.schema.alterTable('outbox');
  await outbox().addColumn('lang', 'varchar(10)', (col) => col.notNull().defaultTo('fr_FR')).execute();
  await outbox().addColumn('kind', 'varchar(40)', (col) => col.notNull().defaultTo('notice')).execute();
  await outbox().addColumn('html', 'text').execute();
  await outbox().addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await outbox().addColumn('nextAttemptAt', 'varchar(30)').execute();
  await outbox().addColumn('claimedUntil', 'varchar(30)').execute();
  await outbox().addColumn('sentAt', 'varchar(30)').execute();
  await outbox().addColumn('lastError', 'text').execute();
  await db.schema.createIndex('outbox_pending').on('outbox').columns(['sentAt', 'nextAttemptAt']).execute();
  await db.schema.alterTable('layoutPreviews').addColumn('hash', 'varchar(64)').execute();
  await db.schema
    .createTable('layoutPreviewVersions')
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('idPage', 'integer', (col) => col.notNull())
    .addColumn('idLayout', 'integer', (col) => col.notNull())
    .addColumn('hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('fileId', 'varchar(64)', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('layout_preview_versions_pk', ['idSite', 'idPage', 'idLayout', 'hash'])
    .execute();
  await db.schema.alterTable('orders').addColumn('lang', 'varchar(10)', (col) => col.notNull().defaultTo('fr_FR')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('layoutPreviewVersions').execute();
  await db.schema.alterTable('layoutPreviews').dropColumn('hash').execute();
  await db.schema.alterTable('orders').dropColumn('lang').execute();
  await db.schema.dropIndex('outbox_pending').execute();
  for (const column of ['lastError', 'sentAt', 'claimedUntil', 'nextAttemptAt', 'attempts', 'html', 'kind', 'lang']) {
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  }
}
