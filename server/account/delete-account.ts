import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * Deletes a member's account at once, all or nothing: their sessions, reset links, e-mail changes
 * and subscriptions go; the files they uploaded stay (an order's customization), without owner.
 */
export async function deleteAccount(db: Kysely<Database>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('files').set({ ownerId: null }).where('ownerId', '=', userId).execute();
    await trx.deleteFrom('sessions').where('userId', '=', userId).execute();
    await trx.deleteFrom('passwordResets').where('userId', '=', userId).execute();
    await trx.deleteFrom('emailChanges').where('userId', '=', userId).execute();
    await trx.deleteFrom('newsletterSubscriptions').where('userId', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}
