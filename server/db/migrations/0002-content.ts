import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers.ts';

/** Form answers and their files, element sign-ups, contact messages, newsletter sign-ups, visits. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('formAnswers'))
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('formId', 'varchar(100)', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('lang', 'varchar(10)', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('form_answers_site_form').on('formAnswers').columns(['idSite', 'formId']).execute();

  await db.schema
    .createTable('formAnswerFiles')
    .addColumn('fileId', 'varchar(64)', (col) => col.primaryKey().references('files.id').onDelete('cascade'))
    .addColumn('answerId', 'integer', (col) => col.notNull().references('formAnswers.id').onDelete('cascade'))
    .addColumn('fieldName', 'varchar(100)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('form_answer_files_answer').on('formAnswerFiles').column('answerId').execute();

  await withIdColumn(db, db.schema.createTable('elementRegistrations'))
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('route', 'varchar(100)', (col) => col.notNull())
    .addColumn('elementId', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('email', 'varchar(320)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)')
    .addColumn('seats', 'integer', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('element_registrations_element')
    .on('elementRegistrations')
    .columns(['idSite', 'route', 'elementId'])
    .execute();

  await withIdColumn(db, db.schema.createTable('contactMessages'))
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('email', 'varchar(320)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)')
    .addColumn('subject', 'varchar(200)')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('newsletterSignups'))
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('email', 'varchar(320)', (col) => col.notNull())
    .addColumn('lang', 'varchar(10)', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .addUniqueConstraint('newsletter_signups_site_email', ['idSite', 'email'])
    .execute();

  await withIdColumn(db, db.schema.createTable('visitLogs'))
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('source', 'varchar(64)', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['visitLogs', 'newsletterSignups', 'contactMessages', 'elementRegistrations', 'formAnswerFiles', 'formAnswers']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
