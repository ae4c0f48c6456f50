import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { UsersTable } from '../db/tables/accounts.ts';

/** The account of a site with this (normalized) e-mail, if any. */
export async function findUserByEmail(db: Kysely<Database>, idSite: number, email: string): Promise<Selectable<UsersTable> | undefined> {
  return db.selectFrom('users').selectAll().where('idSite', '=', idSite).where('email', '=', email).executeTakeFirst();
}
