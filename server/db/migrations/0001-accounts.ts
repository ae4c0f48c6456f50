import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers.ts';

/** Accounts, sessions, password resets, outbox, newsletter, files and admin layout tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('users'))
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('email', 'varchar(320)', (col) => col.notNull())
    .addColumn('passwordHash', 'text', (col) => col.notNull())
    .addColumn('role', 'varchar(20)', (col) => col.notNull())
    .addColumn('firstname', 'varchar(200)', (col) => col.notNull())
    .addColumn('lastname', 'varchar(200)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)', (col) => col.notNull())
    .addColumn('birthdate', 'varchar(10)')
    .addColumn('newsletter', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .addColumn('updatedAt', 'varchar(30)', (col) => col.notNull())
    .addUniqueConstraint('users_site_email', ['idSite', 'email'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('tokenHash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('userId', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .addColumn('expiresAt', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('userId').execute();

  await db.schema
    .createTable('passwordResets')
    .addColumn('tokenHash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('userId', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expiresAt', 'varchar(30)', (col) => col.notNull())
    .addColumn('usedAt', 'varchar(30)')
    .execute();

  await withIdColumn(db, db.schema.createTable('outbox'))
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('toAddress', 'varchar(320)', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('newsletterSubscriptions')
    .addColumn('userId', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('listId', 'varchar(100)', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('newsletter_subscriptions_pk', ['userId', 'listId'])
    .execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('mime', 'varchar(255)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('ownerId', 'integer')
    .addColumn('purpose', 'varchar(50)', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('layoutHashes')
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('idPage', 'integer', (col) => col.notNull())
    .addColumn('idLayout', 'integer', (col) => col.notNull())
    .addColumn('hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('updatedAt', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('layout_hashes_pk', ['idSite', 'idPage', 'idLayout'])
    .execute();

  await db.schema
    .createTable('layoutPreviews')
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('idPage', 'integer', (col) => col.notNull())
    .addColumn('idLayout', 'integer', (col) => col.notNull())
    .addColumn('fileId', 'varchar(64)', (col) => col.notNull())
    .addColumn('updatedAt', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('layout_previews_pk', ['idSite', 'idPage', 'idLayout'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['layoutPreviews', 'layoutHashes', 'files', 'newsletterSubscriptions', 'outbox', 'passwordResets', 'sessions', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
