import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** The lists a member is subscribed to, among the site's `known` lists. */
export async function newsletterSubscription(db: Kysely<Database>, userId: number, known: readonly string[]): Promise<{ subscribed: boolean; lists: string[] }> {
  const rows = await db.selectFrom('newsletterSubscriptions').select('listId').where('userId', '=', userId).execute();
  const lists = rows.map((row) => row.listId).filter((id) => known.includes(id));
  return { subscribed: lists.length > 0, lists };
}
