import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Nullable } from '../../common.schema.ts';
import { OpenObject } from '../open-object.ts';

/*
 * The editor's people (`/api/admin/editor/people…`, owners only) and the invitation link
 * (`/api/admin/invitation`, anyone holding it): issue 34, item 5, decision 0067.
 */

/** A role an owner can give: EDITOR (drafts and previews) or ADMIN (owner: also publishes and manages people). */
export const GrantedRoleSchema = Type.Union([Type.Literal('EDITOR'), Type.Literal('ADMIN')]);
export type GrantedRole = Static<typeof GrantedRoleSchema>;

/** `POST /admin/editor/people/invitations`. The e-mail is checked by the API (refused at its field). */
export const InviteBodySchema = Type.Object({
  email: Type.String({ maxLength: 1000 }),
  role: GrantedRoleSchema,
  lang: Type.Optional(Type.Union([Type.Literal('fr_FR'), Type.Literal('en')], { description: 'The language of the invitation mail; the request’s by default' })),
}, { additionalProperties: false });
export type InviteBody = Static<typeof InviteBodySchema>;

/** `PUT /admin/editor/people/{id}`. */
export const RoleBodySchema = Type.Object({ role: GrantedRoleSchema }, { additionalProperties: false });

export const PersonParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** One person who can edit the site. SUPER_ADMIN is the server's own account (ADMIN_EMAIL), shown as an owner. */
export const PersonSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  email: Type.String(),
  role: Type.Union([Type.Literal('EDITOR'), Type.Literal('ADMIN'), Type.Literal('SUPER_ADMIN')]),
}, { additionalProperties: false });

/** A pending invitation (not used, not expired). */
export const InvitationSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  email: Type.String(),
  role: GrantedRoleSchema,
  createdAt: Type.String(),
  expiresAt: Type.String(),
  invitedByEmail: Nullable(Type.String()),
}, { additionalProperties: false });

/** `GET /admin/editor/people`. */
export const PeopleSchema = OpenObject({ people: Type.Array(PersonSchema), invitations: Type.Array(InvitationSchema) });
export type People = Static<typeof PeopleSchema>;

/** `GET /admin/invitation?token=`. */
export const InvitationQuerySchema = Type.Object({ token: Type.String({ maxLength: 200 }) });

/** `GET /admin/invitation` (200): whom the link invites, and whether they have an account (then: are they signed in as it). */
export const InvitationCheckSchema = OpenObject({
  email: Type.String(),
  role: GrantedRoleSchema,
  hasAccount: Type.Boolean(),
  signedIn: Type.Boolean(),
});
export type InvitationCheck = Static<typeof InvitationCheckSchema>;

/** `POST /admin/invitation`: the password for a new account; none when accepting with the account already signed in. */
export const AcceptBodySchema = Type.Object({
  token: Type.String({ maxLength: 200 }),
  password: Type.Optional(Type.String({ maxLength: 1000 })),
}, { additionalProperties: false });

/** `POST /admin/invitation` (200, 201 with a new account's session). */
export const AcceptAnswerSchema = OpenObject({
  idSite: Type.Integer(),
  email: Type.String(),
  role: GrantedRoleSchema,
  token: Nullable(Type.String({ description: 'The new account’s session (the host sets its cookies); null when an account already signed in accepted' })),
});
export type AcceptAnswer = Static<typeof AcceptAnswerSchema>;
