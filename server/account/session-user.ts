import { Type, type Static } from '@sinclair/typebox';

/** §3's roles, and EDITOR: drafts and previews in the owners' editor, nothing else of the admin (decision 0067). */
export const roles = ['MEMBER', 'EDITOR', 'ADMIN', 'SUPER_ADMIN'] as const;
export const RoleSchema = Type.Union(roles.map((role) => Type.Literal(role)));
export type Role = Static<typeof RoleSchema>;

/** The user of a session (§3 User): what `/logged` answers and what routes read. */
export const SessionUserSchema = Type.Object({
  id: Type.Integer(),
  idSite: Type.Integer(),
  email: Type.String(),
  role: RoleSchema,
});
export type SessionUser = Static<typeof SessionUserSchema>;

/** The roles that see the admin panel (§6). */
export const adminRoles = ['ADMIN', 'SUPER_ADMIN'] as const satisfies readonly Role[];

/** The roles that open the owners' editor: an EDITOR drafts and previews, an owner (ADMIN, SUPER_ADMIN) also publishes (decision 0067). */
export const editorRoles = ['EDITOR', ...adminRoles] as const satisfies readonly Role[];

/** ADMIN and SUPER_ADMIN see the admin panel (§6). */
export function isAdmin(user: Pick<SessionUser, 'role'> | undefined): boolean {
  return (adminRoles as readonly Role[]).includes(user?.role as Role);
}
