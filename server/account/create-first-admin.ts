import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { SetupRefusal } from './admin-setup-messages.ts';
import { adminRoles } from './session-user.ts';
import { hashToken } from './token.ts';

export interface FirstAdmin {
  idSite: number;
  token: string;
  /** Normalized (trimmed, lower case). */
  email: string;
  passwordHash: string;
  lastname: string;
  at: string;
}

/** Why a link does not open the setup page. */
export type SetupTokenProblem = Extract<SetupRefusal, 'setupInvalid' | 'setupUsed' | 'setupExpired'>;

export type FirstAdminOutcome = { userId: number } | { problem: SetupRefusal };

class Refused extends Error {
  constructor(readonly problem: SetupRefusal) {
    super(problem);
  }
}

/**
 * Spends the site's setup token and creates its first admin (role ADMIN), all or nothing. The
 * token is spent by a conditional update (unused, unexpired, this token): of two requests with
 * one token, the second finds it used, on SQLite and PostgreSQL alike. A site that has an admin
 * meanwhile, or an e-mail an account of the site already has, refuses and leaves the token unspent.
 */
export async function createFirstAdmin(db: Kysely<Database>, admin: FirstAdmin): Promise<FirstAdminOutcome> {
  const tokenHash = hashToken(admin.token);
  try {
    return await db.transaction().execute(async (trx) => {
      const spent = await trx.updateTable('adminSetups').set({ usedAt: admin.at })
        .where('idSite', '=', admin.idSite).where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null).where('expiresAt', '>', admin.at)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) === 0) throw new Refused((await problemOfToken(trx, admin.idSite, tokenHash, admin.at)) ?? 'setupUsed');
      const existing = await trx.selectFrom('users').select('id')
        .where('idSite', '=', admin.idSite).where('role', 'in', adminRoles).executeTakeFirst();
      if (existing) throw new Refused('setupHasAdmin');
      const created = await trx.insertInto('users').values({
        idSite: admin.idSite, email: admin.email, passwordHash: admin.passwordHash, role: 'ADMIN', firstname: 'Admin', lastname: admin.lastname,
        phone: '', birthdate: null, newsletter: 0, createdAt: admin.at, updatedAt: admin.at,
      }).onConflict((conflict) => conflict.columns(['idSite', 'email']).doNothing()).returning('id').executeTakeFirst();
      if (!created) throw new Refused('setupEmailTaken');
      return { userId: created.id };
    });
  } catch (error) {
    if (error instanceof Refused) return { problem: error.problem };
    throw error;
  }
}

/** Why a token does not open the setup page (unknown or replaced, used, expired), or null when it does. */
export function setupTokenProblem(db: Kysely<Database>, idSite: number, token: string, at: string): Promise<SetupTokenProblem | null> {
  return problemOfToken(db, idSite, hashToken(token), at);
}

async function problemOfToken(db: Kysely<Database>, idSite: number, tokenHash: string, at: string): Promise<SetupTokenProblem | null> {
  const row = await db.selectFrom('adminSetups').select(['tokenHash', 'usedAt', 'expiresAt']).where('idSite', '=', idSite).executeTakeFirst();
  if (!row || row.tokenHash !== tokenHash) return 'setupInvalid';
  if (row.usedAt !== null) return 'setupUsed';
  return row.expiresAt <= at ? 'setupExpired' : null;
}
