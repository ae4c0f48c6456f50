import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers.ts';

/**
 * Invitations to edit a site (issue 34, item 5; decision 0067): an owner invites an e-mail with a
 * role (EDITOR or ADMIN); the mailed link's token is kept only as its sha256, valid 7 days, spent
 * once (`usedAt`, by a conditional update). A newer invitation to the same address replaces the
 * pending one (its row is deleted).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('editorInvitations'))
    .addColumn('idSite', 'integer', (col) => col.notNull())
    .addColumn('email', 'varchar(320)', (col) => col.notNull())
    .addColumn('role', 'varchar(20)', (col) => col.notNull())
    .addColumn('tokenHash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('invitedBy', 'integer')
    .addColumn('invitedByEmail', 'varchar(320)')
    .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
    .addColumn('expiresAt', 'varchar(30)', (col) => col.notNull())
    .addColumn('usedAt', 'varchar(30)')
    .execute();
  await db.schema.createIndex('editorInvitationsBySite').on('editorInvitations').columns(['idSite', 'email']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('editorInvitations').execute();
}
