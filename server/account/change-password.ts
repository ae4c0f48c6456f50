import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { revokeAccess } from './sessions.ts';

/**
 * Sets a member's new password hash and, in the same transaction, closes every other session and
 * uses up their reset links and pending e-mail changes (`keepTokenHash`: the session kept).
 */
export async function changePassword(db: Kysely<Database>, userId: number, passwordHash: string, at: string, keepTokenHash: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ passwordHash, updatedAt: at }).where('id', '=', userId).execute();
    await revokeAccess(trx, userId, at, keepTokenHash);
  });
}
