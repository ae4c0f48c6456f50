import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { lockInTransaction } from '../../db/lock-in-transaction.ts';
import type { Role } from '../../../schemas/api/account/session-user.ts';
import { adminRoles, editorRoles } from '../../account/session-user.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { peopleLock } from './invite-person.ts';

export interface RoleChange {
  idSite: number;
  /** The account whose role changes. */
  id: number;
  /** The new role; MEMBER removes the person's editing rights (the account stays, as a member). */
  role: 'EDITOR' | 'ADMIN' | 'MEMBER';
  actor: { id: number; email: string };
  at: string;
}

export type RoleChangeOutcome =
  | { email: string; from: Role; to: RoleChange['role'] }
  | { problem: 'noSuchPerson' }
  | { problem: 'operatorAccount' | 'lastOwner'; email: string };

const isOwner = (role: string) => (adminRoles as readonly string[]).includes(role);

/**
 * Changes the role of one person who can edit the site, or removes their rights (role MEMBER),
 * recorded in the audit log (`role.change`, `role.remove`) in the same transaction. Never leaves
 * the site without an owner: under the site's people lock (PostgreSQL advisory lock, SQLite's
 * write lock) the other owners are counted before the update, so two owners demoting each other at
 * once cannot both succeed. The server's own account (SUPER_ADMIN, from ADMIN_EMAIL) is not changed here.
 */
export async function changeRole(db: Kysely<Database>, change: RoleChange): Promise<RoleChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockInTransaction(trx, peopleLock(change.idSite));
    const person = await trx.selectFrom('users').select(['id', 'email', 'role'])
      .where('idSite', '=', change.idSite).where('id', '=', change.id).where('role', 'in', editorRoles).executeTakeFirst();
    if (!person) return { problem: 'noSuchPerson' as const };
    if (person.role === 'SUPER_ADMIN') return { problem: 'operatorAccount' as const, email: person.email };
    if (person.role === change.role) return { email: person.email, from: person.role, to: change.role };
    if (isOwner(person.role) && !isOwner(change.role)) {
      const others = await trx.selectFrom('users').select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('idSite', '=', change.idSite).where('role', 'in', adminRoles).where('id', '<>', person.id).executeTakeFirstOrThrow();
      if (Number(others.count) === 0) return { problem: 'lastOwner' as const, email: person.email };
    }
    await trx.updateTable('users').set({ role: change.role, updatedAt: change.at }).where('id', '=', person.id).execute();
    await recordAudit(trx, {
      idSite: change.idSite, at: change.at, actor: change.actor, action: change.role === 'MEMBER' ? 'role.remove' : 'role.change',
      detail: { id: person.id, email: person.email, from: person.role, to: change.role },
    });
    return { email: person.email, from: person.role, to: change.role };
  });
}
