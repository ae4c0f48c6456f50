import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { revokeAccess } from './sessions.ts';

export interface EmailChangeConfirmation {
  idSite: number;
  /** The hash of the link's token. */
  tokenHash: string;
  at: string;
  /** The session kept open (the request's own), if any. */
  keepTokenHash: string | null;
}

/**
 * Applies the e-mail change a link confirms, in one transaction: the login e-mail changes, the
 * link and every other pending change or reset link are used up, and every session but the kept
 * one is closed. Null (nothing changed) for an unknown, used or expired link, or an address taken
 * meanwhile; else the new e-mail.
 */
export async function confirmEmailChange(db: Kysely<Database>, confirmation: EmailChangeConfirmation): Promise<string | null> {
  const { idSite, tokenHash, at, keepTokenHash } = confirmation;
  return db.transaction().execute(async (trx) => {
    const change = await trx.selectFrom('emailChanges')
      .innerJoin('users', 'users.id', 'emailChanges.userId')
      .select(['emailChanges.userId', 'emailChanges.newEmail', 'emailChanges.expiresAt', 'emailChanges.usedAt'])
      .where('emailChanges.tokenHash', '=', tokenHash)
      .where('users.idSite', '=', idSite)
      .executeTakeFirst();
    if (!change || change.usedAt !== null || change.expiresAt <= at) return null;
    const taken = await trx.selectFrom('users').select('id')
      .where('idSite', '=', idSite).where('email', '=', change.newEmail).executeTakeFirst();
    if (taken) return null;
    await trx.updateTable('users').set({ email: change.newEmail, updatedAt: at }).where('id', '=', change.userId).execute();
    await revokeAccess(trx, change.userId, at, keepTokenHash);
    return change.newEmail;
  });
}
