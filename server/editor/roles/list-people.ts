import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { People } from '../../../schemas/api/editor/editor-people.ts';
import { editorRoles } from '../../account/session-user.ts';

/** The site's editors and owners (by e-mail), and its pending invitations (unused, unexpired; newest first). */
export async function listPeople(db: Kysely<Database>, idSite: number, at: string): Promise<People> {
  const people = await db.selectFrom('users').select(['id', 'email', 'role'])
    .where('idSite', '=', idSite).where('role', 'in', editorRoles).orderBy('email').execute();
  const invitations = await db.selectFrom('editorInvitations').select(['id', 'email', 'role', 'createdAt', 'expiresAt', 'invitedByEmail'])
    .where('idSite', '=', idSite).where('usedAt', 'is', null).where('expiresAt', '>', at).orderBy('id', 'desc').execute();
  return {
    people: people.map((one) => ({ ...one, role: one.role as People['people'][number]['role'] })),
    invitations: invitations.map((one) => ({ ...one, role: one.role === 'ADMIN' ? 'ADMIN' as const : 'EDITOR' as const })),
  };
}
