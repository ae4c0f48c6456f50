import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { UsersTable } from '../db/tables/accounts.ts';
import { askEmailChange, type EmailChangeAsk } from './ask-email-change.ts';

export type ProfileChanges = Pick<Updateable<UsersTable>, 'firstname' | 'lastname' | 'phone' | 'birthdate'> & { updatedAt: string };

/**
 * Saves a member's profile and, when they gave a new e-mail, asks its change (the link mailed to
 * it is queued in the same transaction; the login e-mail changes only once it is confirmed).
 * Returns the row as saved.
 */
export async function updateProfile(db: Kysely<Database>, userId: number, changes: ProfileChanges, emailChange: EmailChangeAsk | null): Promise<Selectable<UsersTable>> {
  return db.transaction().execute(async (trx) => {
    if (emailChange) await askEmailChange(trx, emailChange);
    return trx.updateTable('users').set(changes).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
  });
}
