import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';
import { passwordField, profileFields, UserProfileSchema } from './user-profile.ts';

const currentPassword = Type.String({ minLength: 1, maxLength: 200 });

/** The body of `PUT /user`: any profile field; a new e-mail needs the current password. */
export const ProfileBodySchema = Type.Partial(Type.Object({ ...profileFields, currentPassword }), { minProperties: 1, additionalProperties: false });

/** The body of `PUT /user/password`. */
export const PasswordBodySchema = Type.Object({ currentPassword, newPassword: passwordField });

/** The body of `PUT /user/email/confirm`: the token of the link mailed to the new address. */
export const EmailConfirmBodySchema = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });

/** The signed-in member's profile, password, deletion, and the e-mail change's confirmation (§7 User), one declaration each (decision 0073). */
export const userContracts = {
  read: defineRoute({ method: 'GET', path: '/user', answer: UserProfileSchema }),
  /** The profile as saved; a new e-mail is only asked (mailed a link), the profile keeps the old one until confirmed. */
  update: defineRoute({ method: 'PUT', path: '/user', body: ProfileBodySchema, answer: UserProfileSchema }),
  changePassword: defineRoute({ method: 'PUT', path: '/user/password', body: PasswordBodySchema, answer: Type.Null() }),
  delete: defineRoute({ method: 'DELETE', path: '/user', answer: Type.Null() }),
  /** No session needed: the link may be opened on another device. */
  confirmEmail: defineRoute({ method: 'PUT', path: '/user/email/confirm', body: EmailConfirmBodySchema, answer: Type.Object({ email: Type.String() }) }),
};
