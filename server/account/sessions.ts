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
