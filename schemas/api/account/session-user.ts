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
