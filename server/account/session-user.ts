import { Type, type Static } from '@sinclair/typebox';

export const roles = ['MEMBER', 'ADMIN', 'SUPER_ADMIN'] as const;
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

/** ADMIN and SUPER_ADMIN see the admin panel (§6). */
export function isAdmin(user: Pick<SessionUser, 'role'> | undefined): boolean {
  return (adminRoles as readonly Role[]).includes(user?.role as Role);
}
