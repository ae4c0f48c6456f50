import type { Kysely } from 'kysely';

/**
 * French law for an online wine shop (issue 36, item 6): an order records when the customer
 * accepted the terms of sale and which text (`termsVersion`, the sha256 of the SALE_TERMS text
 * shown in the order's language), and when the customer certified being of legal drinking age
 * (null for an order without alcohol, or a member who had confirmed on an earlier order).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('termsAcceptedAt', 'varchar(40)').execute();
  await db.schema.alterTable('orders').addColumn('termsVersion', 'varchar(64)').execute();
  await db.schema.alterTable('orders').addColumn('legalAgeConfirmedAt', 'varchar(40)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('legalAgeConfirmedAt').execute();
  await db.schema.alterTable('orders').dropColumn('termsVersion').execute();
  await db.schema.alterTable('orders').dropColumn('termsAcceptedAt').execute();
}
