import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Withdraws a pending (unused) invitation of the site: the e-mail it invited, or undefined when there is no such invitation. */
export async function withdrawInvitation(db: Kysely<Database>, idSite: number, id: number): Promise<string | undefined> {
  const row = await db.deleteFrom('editorInvitations').where('idSite', '=', idSite).where('id', '=', id).where('usedAt', 'is', null).returning('email').executeTakeFirst();
  return row?.email;
}
