import type { Role, SessionUser } from '../../schemas/api/account/session-user.ts';

/* The user and role shapes live with the account's contracts (schemas/api/account/session-user.ts): every reader imports them there; this file holds the server's rules on roles. */

/** The roles that see the admin panel (§6). */
export const adminRoles = ['ADMIN', 'SUPER_ADMIN'] as const satisfies readonly Role[];

/** The roles that open the owners' editor: an EDITOR drafts and previews, an owner (ADMIN, SUPER_ADMIN) also publishes (decision 0067). */
export const editorRoles = ['EDITOR', ...adminRoles] as const satisfies readonly Role[];

/** ADMIN and SUPER_ADMIN see the admin panel (§6). */
export function isAdmin(user: Pick<SessionUser, 'role'> | undefined): boolean {
  return (adminRoles as readonly Role[]).includes(user?.role as Role);
}
