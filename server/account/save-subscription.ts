import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** Replaces a member's subscriptions by `lists` (checked by the caller), all or nothing, and keeps their `newsletter` flag in step. */
export async function saveSubscription(db: Kysely<Database>, userId: number, lists: readonly string[], at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('newsletterSubscriptions').where('userId', '=', userId).execute();
    if (lists.length > 0) {
      await trx.insertInto('newsletterSubscriptions').values(lists.map((listId) => ({ userId, listId, createdAt: at }))).execute();
    }
    await trx.updateTable('users').set({ newsletter: lists.length > 0 ? 1 : 0, updatedAt: at }).where('id', '=', userId).execute();
  });
}
