import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';
import { SessionUserSchema } from './session-user.ts';
import { passwordField, profileFields } from './user-profile.ts';

/** The body of `POST /register` (§7). */
export const RegisterBodySchema = Type.Object({
  ...profileFields,
  phone: Type.Optional(profileFields.phone),
  birthdate: Type.Optional(profileFields.birthdate),
  password: passwordField,
  acceptTerms: Type.Boolean(),
  newsletter: Type.Optional(Type.Boolean()),
});

/** The body of `POST /login` (§7). */
export const LoginBodySchema = Type.Object({
  email: Type.String({ minLength: 1 }),
  password: Type.String({ minLength: 1 }),
  /** The visitor's guest cart (kept in local storage as `cart-id`): it becomes the member's. */
  cartId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});

/** The sign-in's session: the token (the caller sets the §9 cookies), the member and the guest cart now theirs. */
export const LoginAnswerSchema = Type.Object({
  token: Type.String(),
  idSite: Type.Integer(),
  user: SessionUserSchema,
  cartId: Type.Union([Type.String(), Type.Null()]),
});

/** Sign-up, sign-in, the session and sign-out (§7 Auth), one declaration each (decision 0073). */
export const authContracts = {
  /** 201 with `{ email }`, the same answer whether the address was free or not. */
  register: defineRoute({ method: 'POST', path: '/register', body: RegisterBodySchema, answer: Type.Object({ email: Type.String() }) }),
  /** Opens a session (cookies set by the API too); 401 on a wrong pair, 429 past the throttle. */
  login: defineRoute({ method: 'POST', path: '/login', body: LoginBodySchema, answer: LoginAnswerSchema }),
  /** Whether the request carries a session, and its user. */
  logged: defineRoute({ method: 'GET', path: '/logged', answer: Type.Object({ logged: Type.Boolean(), user: Type.Union([SessionUserSchema, Type.Null()]) }) }),
  /** Closes the session and clears the cookies. */
  logout: defineRoute({ method: 'POST', path: '/logout', answer: Type.Null() }),
};
