import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';

/**
 * `POST /admin/setup` (decision 0047): the first admin of a site, from the one-time link printed
 * at start. Loose on purpose: the API checks the e-mail and the password itself and answers in
 * the request's language, naming the field (`data.field`).
 */
export const AdminSetupBodySchema = Type.Object({
  token: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 1000 }),
  password: Type.String({ maxLength: 1000 }),
});
export type AdminSetupBody = Static<typeof AdminSetupBodySchema>;

/** The answer of `POST /admin/setup`: the session of the new admin (the host sets its cookies). */
export const AdminSetupAnswerSchema = Type.Object({ token: Type.String(), idSite: Type.Integer(), email: Type.String() });
export type AdminSetupAnswer = Static<typeof AdminSetupAnswerSchema>;

/** The field a refusal of `POST /admin/setup` is about (`data.field`), or null for the link itself. */
export type AdminSetupField = 'email' | 'password' | null;

/** `GET /admin/setup?token=`: query. */
export const AdminSetupQuerySchema = Type.Object({ token: Type.String({ maxLength: 200 }) });

/** The first admin's setup link (decision 0047), one declaration each (decision 0073). */
export const adminSetupContracts = {
  /** 200 while the link works; else 400 (unknown or replaced) or 410 (used or expired). */
  check: defineRoute({ method: 'GET', path: '/admin/setup', query: AdminSetupQuerySchema, answer: Type.Object({ open: Type.Literal(true) }) }),
  /** 201: the ADMIN created and signed in. */
  create: defineRoute({ method: 'POST', path: '/admin/setup', body: AdminSetupBodySchema, answer: AdminSetupAnswerSchema }),
};
