import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

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
export interface AdminSetupAnswer {
  token: string;
  idSite: number;
  email: string;
}

/** The field a refusal of `POST /admin/setup` is about (`data.field`), or null for the link itself. */
export type AdminSetupField = 'email' | 'password' | null;

/** `GET /admin/setup?token=`: query. */
export const AdminSetupQuerySchema = Type.Object({ token: Type.String({ maxLength: 200 }) });
