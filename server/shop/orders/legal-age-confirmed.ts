import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Whether a member certified their legal age on an earlier order of the site (false for a guest). */
export async function legalAgeConfirmed(db: Kysely<Database>, idSite: number, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('idSite', '=', idSite)
    .where('userId', '=', userId)
    .where('legalAgeConfirmedAt', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
