import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { UsersTable } from '../db/tables/accounts.ts';

/** The account with this id, if it still exists. */
export async function findUser(db: Kysely<Database>, id: number): Promise<Selectable<UsersTable> | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
