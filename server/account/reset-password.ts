import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { revokeAccess } from './sessions.ts';

export interface PasswordReset {
  idSite: number;
  tokenHash: string;
  passwordHash: string;
  at: string;
}

/**
 * Sets the new password of the link's account, all or nothing: the link is used up by the one
 * statement that checks it (of two requests with one link, one wins), then every reset link and
 * pending e-mail change is used up and every session closed. False for an unknown, used or expired link.
 */
export async function resetPassword(db: Kysely<Database>, reset: PasswordReset): Promise<boolean> {
  const { idSite, tokenHash, passwordHash, at } = reset;
  return db.transaction().execute(async (trx) => {
    const used = await trx.updateTable('passwordResets')
      .set({ usedAt: at })
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', at)
      .where('userId', 'in', trx.selectFrom('users').select('id').where('idSite', '=', idSite))
      .returning('userId')
      .executeTakeFirst();
    if (!used) return false;
    await trx.updateTable('users').set({ passwordHash, updatedAt: at }).where('id', '=', used.userId).execute();
    await revokeAccess(trx, used.userId, at, null);
    return true;
  });
}
