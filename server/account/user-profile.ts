import { Type, type Static } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/tables/accounts.ts';
import { RoleSchema } from './session-user.ts';

/** §3 User profile as served by GET /user. */
export const UserProfileSchema = Type.Object({
  id: Type.Integer(),
  idSite: Type.Integer(),
  email: Type.String(),
  role: RoleSchema,
  firstname: Type.String(),
  lastname: Type.String(),
  phone: Type.String(),
  birthdate: Type.Union([Type.String(), Type.Null()]),
  newsletter: Type.Boolean(),
});
export type UserProfile = Static<typeof UserProfileSchema>;

export function profileOf(row: Selectable<UsersTable>): UserProfile {
  return {
    id: row.id,
    idSite: row.idSite,
    email: row.email,
    role: row.role,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    birthdate: row.birthdate,
    newsletter: row.newsletter === 1,
  };
}

/** Request fields shared by registration and profile edits. */
export const profileFields = {
  email: Type.String({ format: 'email', maxLength: 320 }),
  firstname: Type.String({ minLength: 1, maxLength: 200 }),
  lastname: Type.String({ minLength: 1, maxLength: 200 }),
  phone: Type.String({ maxLength: 40, pattern: '^[0-9+(). -]*$' }),
  birthdate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
};

export const passwordField = Type.String({ minLength: 8, maxLength: 200 });

/** Lower-cased, trimmed e-mail: accounts are unique per site on this form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
