import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';
import { passwordField } from './user-profile.ts';

/** The body of `PUT /password/reset/ask`. */
export const ResetAskBodySchema = Type.Object({ email: Type.String({ format: 'email', maxLength: 320 }) });

/** The body of `PUT /password/reset`: the link's token and the new password. */
export const ResetBodySchema = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }), password: passwordField });

/** The password reset (§7), one declaration each (decision 0073). */
export const passwordResetContracts = {
  /** The same answer whether the account exists or not; 429 past the asks allowed per client address. */
  ask: defineRoute({ method: 'PUT', path: '/password/reset/ask', body: ResetAskBodySchema, answer: Type.Null() }),
  reset: defineRoute({ method: 'PUT', path: '/password/reset', body: ResetBodySchema, answer: Type.Null() }),
};
