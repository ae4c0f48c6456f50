import { Type, type Static } from '@sinclair/typebox';
import { RoleSchema } from './session-user.ts';

/** §3 User profile as served by GET /user (and PUT /user). */
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

/** Request fields shared by registration and profile edits. */
export const profileFields = {
  email: Type.String({ format: 'email', maxLength: 320 }),
  firstname: Type.String({ minLength: 1, maxLength: 200 }),
  lastname: Type.String({ minLength: 1, maxLength: 200 }),
  phone: Type.String({ maxLength: 40, pattern: '^[0-9+(). -]*$' }),
  birthdate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
};

/** A new password: the registration's rule, the reset's and the setup link's. */
export const passwordField = Type.String({ minLength: 8, maxLength: 200 });
