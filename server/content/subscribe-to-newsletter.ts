import type { Kysely } from 'kysely';
import type { Locale } from '../../rules/locale.ts';
import type { Database } from '../db/database.ts';

/**
 * Signs an e-mail up to a site's newsletter, once: true when this call added it, false when it
 * was already there (a unique key on site and e-mail, so two calls at once add one row).
 */
export async function subscribeToNewsletter(db: Kysely<Database>, signup: { idSite: number; email: string; lang: Locale; createdAt: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('newsletterSignups')
    .values(signup)
    .onConflict((oc) => oc.columns(['idSite', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
