import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { hashToken, newToken } from './token.ts';

/** Sessions and auth cookies last one day (§9: 86400 s). */
export const SESSION_SECONDS = 86400;

/** Opens a session for a user and returns its token; expired sessions are swept at the same time. */
export async function openSession(db: Kysely<Database>, userId: number, idSite: number, now: Date): Promise<string> {
  const token = newToken();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sessions').where('expiresAt', '<=', at).execute();
    await trx
      .insertInto('sessions')
      .values({
        tokenHash: hashToken(token),
        userId,
        idSite,
        createdAt: at,
        expiresAt: new Date(now.getTime() + SESSION_SECONDS * 1000).toISOString(),
      })
      .execute();
  });
  return token;
}

/** Closes the session of a token (no error when it does not exist). */
export async function closeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('tokenHash', '=', hashToken(token)).execute();
}

/**
 * After a change of password or login e-mail: every reset link and pending e-mail change of the
 * user is used up, and every session but `keepTokenHash` (the one that made the change) closed.
 */
export async function revokeAccess(trx: Kysely<Database>, userId: number, at: string, keepTokenHash: string | null): Promise<void> {
  await trx.updateTable('passwordResets').set({ usedAt: at }).where('userId', '=', userId).where('usedAt', 'is', null).execute();
  await trx.updateTable('emailChanges').set({ usedAt: at }).where('userId', '=', userId).where('usedAt', 'is', null).execute();
  let sessions = trx.deleteFrom('sessions').where('userId', '=', userId);
  if (keepTokenHash) sessions = sessions.where('tokenHash', '<>', keepTokenHash);
  await sessions.execute();
}
