import { Hono, type Context } from 'hono';
import { EMAIL } from '../../../rules/form-answer/check-answer.ts';
import type { AnswerOf } from '../../../schemas/api/route-contract.ts';
import { peopleContracts } from '../../../schemas/api/editor/people-contracts.ts';
import { setAuthCookies } from '../../http/auth-cookies.ts';
import { hashPassword } from '../../account/password.ts';
import { openSession } from '../../account/sessions.ts';
import { passwordField, profileFields } from '../../../schemas/api/account/user-profile.ts';
import { normalizeEmail } from '../../account/user-profile.ts';
import type { ApiContext } from '../../context.ts';
import { createRateLimiter } from '../../content/rate-limiter.ts';
import { acceptInvitation, openInvitation, type AcceptProblem } from '../../editor/roles/accept-invitation.ts';
import { changeRole, type RoleChange } from '../../editor/roles/change-role.ts';
import { invitePerson } from '../../editor/roles/invite-person.ts';
import { listPeople } from '../../editor/roles/list-people.ts';
import { roleMessages } from '../../editor/roles/role-messages.ts';
import { withdrawInvitation } from '../../editor/roles/withdraw-invitation.ts';
import { ApiError } from '../../errors/api-error.ts';
import { loadUser, userOf } from '../../http/auth.ts';
import { contractRoute, type Reply } from '../../http/contract-route.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { formatMessage } from '../../i18n/format-message.ts';

type RoleChanged = AnswerOf<typeof peopleContracts.setRole>;

/** Invitations one owner may send per hour (docs/security.md, throttles). */
export const INVITATIONS_PER_HOUR = 20;

/** The status of each refusal of an invitation link: one that cannot work (400, 410), or a step to take first (409, 400). */
const acceptStatus = { invitationInvalid: 400, invitationUsed: 410, invitationExpired: 410, invitationSignIn: 409, invitationOtherAccount: 409, password: 400 } as const satisfies Record<AcceptProblem, number>;

/**
 * The editor's people (issue 34, item 5; decision 0067), owners only through `requireEditorRole`
 * and `editorRouteRoles`: list the site's editors, owners and pending invitations, invite an
 * e-mail with a role (a single-use link, 7 days, mailed after the commit; 20 per owner per hour),
 * withdraw an invitation, change a role, remove a person's editing rights — never the last owner
 * (409). And the invitation link itself, for whoever holds it: `GET /admin/invitation?token=`
 * says whom it invites, `POST /admin/invitation` accepts it (a new account with its password, or
 * the account already signed in).
 */
export function peopleRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  const invitations = createRateLimiter(ctx.db, { limit: INVITATIONS_PER_HOUR, windowMs: 3600_000 });

  const actorOf = async (c: Context) => {
    const user = await userOf(c);
    return { id: user.id, email: user.email };
  };

  contractRoute(app, peopleContracts.list, (_input, c) => listPeople(ctx.db, siteOf(c).idSite, ctx.now().toISOString()));

  contractRoute(app, peopleContracts.invite, async ({ body }, c, reply) => {
    const site = siteOf(c);
    const lang = langOf(c);
    const email = normalizeEmail(body.email);
    if (!EMAIL.test(email) || email.length > (profileFields.email.maxLength ?? 320)) throw new ApiError(400, roleMessages.badEmail, { field: 'email' });
    const actor = await actorOf(c);
    const verdict = await invitations.hit(`editor-invite|${site.idSite}|${actor.id}`, ctx.now().getTime());
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfter));
      throw new ApiError(429, roleMessages.tooManyInvitations, null, { minutes: Math.ceil(verdict.retryAfter / 60) });
    }
    const outcome = await invitePerson(ctx.db, { site, email, role: body.role, lang: body.lang ?? lang, actor, now: ctx.now() });
    if ('problem' in outcome) throw new ApiError(409, roleMessages.alreadyHasRole, { field: 'email' }, { email });
    return reply.with({ id: outcome.id, email, role: body.role, expiresAt: outcome.expiresAt }, { message: formatMessage(roleMessages.invited, lang, { email }), status: 201 });
  });

  contractRoute(app, peopleContracts.withdraw, async ({ params: { id } }, c, reply) => {
    const email = await withdrawInvitation(ctx.db, siteOf(c).idSite, id);
    if (email === undefined) throw new ApiError(404, roleMessages.noSuchInvitation);
    return reply.with({ id }, { message: formatMessage(roleMessages.invitationRevoked, langOf(c), { email }) });
  });

  const change = async (c: Context, id: number, role: RoleChange['role'], reply: Reply<RoleChanged>) => {
    const site = siteOf(c);
    const outcome = await changeRole(ctx.db, { idSite: site.idSite, id, role, actor: await actorOf(c), at: ctx.now().toISOString() });
    if ('problem' in outcome) {
      if (outcome.problem === 'noSuchPerson') throw new ApiError(404, roleMessages.noSuchPerson);
      throw new ApiError(409, roleMessages[outcome.problem], null, { email: outcome.email });
    }
    const message = role === 'MEMBER' ? roleMessages.removed : roleMessages.roleChanged;
    return reply.with({ id, email: outcome.email, role: outcome.to }, { message: formatMessage(message, langOf(c), { email: outcome.email, role }) });
  };

  contractRoute(app, peopleContracts.setRole, ({ params: { id }, body: { role } }, c, reply) => change(c, id, role, reply));
  contractRoute(app, peopleContracts.remove, ({ params: { id } }, c, reply) => change(c, id, 'MEMBER', reply));

  contractRoute(app, peopleContracts.checkInvitation, async ({ query: { token } }, c) => {
    const site = siteOf(c);
    const found = await openInvitation(ctx.db, site.idSite, token, ctx.now().toISOString());
    if ('problem' in found) throw new ApiError(acceptStatus[found.problem], roleMessages[found.problem]);
    const user = await loadUser(c);
    return { email: found.email, role: found.role, hasAccount: found.accountId !== null, signedIn: found.accountId !== null && user?.id === found.accountId };
  });

  contractRoute(app, peopleContracts.acceptInvitation, async ({ body }, c, reply) => {
    const site = siteOf(c);
    const lang = langOf(c);
    const at = ctx.now().toISOString();
    const found = await openInvitation(ctx.db, site.idSite, body.token, at);
    if ('problem' in found) throw new ApiError(acceptStatus[found.problem], roleMessages[found.problem]);
    const user = await loadUser(c);
    let passwordHash: string | null = null;
    if (found.accountId === null) {
      const { minLength = 8, maxLength = 200 } = passwordField;
      const password = body.password ?? '';
      if (password.length < minLength || password.length > maxLength) throw new ApiError(400, roleMessages.password, { field: 'password' });
      passwordHash = await hashPassword(password);
    }
    const outcome = await acceptInvitation(ctx.db, { idSite: site.idSite, token: body.token, at, signedInId: user?.id ?? null, passwordHash });
    if ('problem' in outcome) {
      const field = outcome.problem === 'password' ? { field: 'password' } : null;
      throw new ApiError(acceptStatus[outcome.problem], roleMessages[outcome.problem], field, { email: outcome.email ?? found.email });
    }
    const token = outcome.created ? await openSession(ctx.db, outcome.userId, site.idSite, ctx.now()) : null;
    if (token) setAuthCookies(c, token, site.idSite);
    ctx.log.info(`editor: ${outcome.email} accepted an invitation to site ${site.idSite} as ${outcome.role}`);
    return reply.with({ idSite: site.idSite, email: outcome.email, role: outcome.role, token }, { message: formatMessage(roleMessages.accepted, lang, { role: outcome.role }), status: outcome.created ? 201 : 200 });
  });

  return app;
}
