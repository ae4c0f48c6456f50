import type { Kysely } from 'kysely';

/**
 * `reviewOptOuts`: the addresses that asked, through the link of a review request, to receive no
 * more of them from a site (issue 37, row 4: REVIEW_REQUEST_DELAY_DAYS).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviewOptOuts')
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('email', 'varchar(320)', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('review_opt_outs_pk', ['idSite', 'email'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviewOptOuts').execute();
}
