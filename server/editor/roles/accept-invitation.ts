import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { lockInTransaction } from '../../db/lock-in-transaction.ts';
import type { GrantedRole } from '../../../schemas/api/editor/editor-people.ts';
import type { Role } from '../../../schemas/api/account/session-user.ts';
import { adminRoles } from '../../account/session-user.ts';
import { hashToken } from '../../account/token.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { peopleLock } from './invite-person.ts';
import type { RoleMessage } from './role-messages.ts';

/** Why a link does not open the invitation. */
export type InvitationProblem = Extract<RoleMessage, 'invitationInvalid' | 'invitationUsed' | 'invitationExpired'>;
/** Why an acceptance is refused. */
export type AcceptProblem = InvitationProblem | Extract<RoleMessage, 'invitationSignIn' | 'invitationOtherAccount' | 'password'>;

export interface OpenInvitation {
  id: number;
  email: string;
  role: GrantedRole;
  /** The account of the site with that e-mail, if any. */
  accountId: number | null;
}

export interface Acceptance {
  idSite: number;
  token: string;
  at: string;
  /** The account signed in on the request, if any. */
  signedInId: number | null;
  /** For a new account: its password's hash (hashed only once the link was found to work). */
  passwordHash: string | null;
}

export type AcceptOutcome = { userId: number; email: string; role: GrantedRole; created: boolean } | { problem: AcceptProblem; email?: string };

class Refused extends Error {
  constructor(readonly problem: AcceptProblem, readonly email?: string) {
    super(problem);
  }
}

const rank = (role: Role) => (role === 'SUPER_ADMIN' ? 3 : role === 'ADMIN' ? 2 : role === 'EDITOR' ? 1 : 0);

/** The invitation a token opens, or why not (unknown, replaced or withdrawn: invalid; used; expired). */
export async function openInvitation(db: Kysely<Database>, idSite: number, token: string, at: string): Promise<OpenInvitation | { problem: InvitationProblem }> {
  const row = await db.selectFrom('editorInvitations').select(['id', 'email', 'role', 'usedAt', 'expiresAt'])
    .where('idSite', '=', idSite).where('tokenHash', '=', hashToken(token)).executeTakeFirst();
  if (!row) return { problem: 'invitationInvalid' };
  if (row.usedAt !== null) return { problem: 'invitationUsed' };
  if (row.expiresAt <= at) return { problem: 'invitationExpired' };
  const account = await db.selectFrom('users').select('id').where('idSite', '=', idSite).where('email', '=', row.email).executeTakeFirst();
  return { id: row.id, email: row.email, role: row.role === 'ADMIN' ? 'ADMIN' : 'EDITOR', accountId: account?.id ?? null };
}

/**
 * Accepts an invitation, all or nothing: the token is spent by a conditional update (this token,
 * unused, unexpired) — of two requests with one link, one wins, on SQLite and PostgreSQL — then
 * the invited address's account gets the role (never lowered: an owner invited as editor stays
 * owner), or, when the address has no account on the site, one is created with the password.
 * An existing account accepts only while signed in as itself. Recorded as `role.change` in the
 * audit log. Any refusal rolls the spend back: the link keeps working.
 */
export async function acceptInvitation(db: Kysely<Database>, acceptance: Acceptance): Promise<AcceptOutcome> {
  const { idSite, at } = acceptance;
  const tokenHash = hashToken(acceptance.token);
  try {
    return await db.transaction().execute(async (trx) => {
      const spent = await trx.updateTable('editorInvitations').set({ usedAt: at })
        .where('idSite', '=', idSite).where('tokenHash', '=', tokenHash).where('usedAt', 'is', null).where('expiresAt', '>', at)
        .returning(['id', 'email', 'role', 'invitedBy', 'invitedByEmail']).executeTakeFirst();
      if (!spent) {
        const known = await openInvitation(trx, idSite, acceptance.token, at);
        throw new Refused('problem' in known ? known.problem : 'invitationUsed');
      }
      await lockInTransaction(trx, peopleLock(idSite));
      const role: GrantedRole = spent.role === 'ADMIN' ? 'ADMIN' : 'EDITOR';
      const account = await trx.selectFrom('users').select(['id', 'role']).where('idSite', '=', idSite).where('email', '=', spent.email).executeTakeFirst();
      const detail = { email: spent.email, invitation: spent.id, invitedBy: spent.invitedByEmail };
      if (account) {
        if (acceptance.signedInId === null) throw new Refused('invitationSignIn', spent.email);
        if (acceptance.signedInId !== account.id) throw new Refused('invitationOtherAccount', spent.email);
        const kept = rank(account.role) >= rank(role);
        if (!kept) await trx.updateTable('users').set({ role, updatedAt: at }).where('id', '=', account.id).execute();
        await recordAudit(trx, { idSite, at, actor: { id: account.id, email: spent.email }, action: 'role.change', detail: { ...detail, id: account.id, from: account.role, to: kept ? account.role : role } });
        return { userId: account.id, email: spent.email, role: kept && (adminRoles as readonly Role[]).includes(account.role) ? 'ADMIN' as const : role, created: false };
      }
      if (acceptance.passwordHash === null) throw new Refused('password');
      const created = await trx.insertInto('users').values({
        idSite, email: spent.email, passwordHash: acceptance.passwordHash, role, firstname: '', lastname: '',
        phone: '', birthdate: null, newsletter: 0, createdAt: at, updatedAt: at,
      }).returning('id').executeTakeFirstOrThrow();
      await recordAudit(trx, { idSite, at, actor: { id: created.id, email: spent.email }, action: 'role.change', detail: { ...detail, id: created.id, from: null, to: role } });
      return { userId: created.id, email: spent.email, role, created: true };
    });
  } catch (error) {
    if (error instanceof Refused) return { problem: error.problem, ...(error.email ? { email: error.email } : {}) };
    throw error;
  }
}
