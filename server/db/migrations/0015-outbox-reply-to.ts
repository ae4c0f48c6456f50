import type { Kysely } from 'kysely';

/**
 * `outbox.replyTo`: the address a reply goes to, when not the sender's (`no-reply@`): the
 * visitor's address on the quote, contact and job-application mails to the company (issue 36).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('replyTo', 'varchar(320)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('replyTo').execute();
}
