import type { Kysely } from 'kysely';

/**
 * A guest's order keeps the e-mail given at checkout: its confirmation and status mails go to
 * it. A member's order leaves it null (the mails go to the account's address, and deleting the
 * account leaves no e-mail on the orders kept for the legal period).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('email', 'varchar(254)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('email').execute();
}
