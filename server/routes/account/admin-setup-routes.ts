import { Hono } from 'hono';
import { EMAIL } from '../../../rules/form-answer/check-answer.ts';
import { adminSetupContracts, type AdminSetupField } from '../../../schemas/api/account/admin-setup-contracts.ts';
import { adminSetupMessage, adminSetupText, type AdminSetupMessage, type SetupRefusal } from '../../account/admin-setup-messages.ts';
import { setAuthCookies } from '../../http/auth-cookies.ts';
import { createFirstAdmin, setupTokenProblem } from '../../account/create-first-admin.ts';
import { hashPassword } from '../../account/password.ts';
import { openSession } from '../../account/sessions.ts';
import { normalizeEmail } from '../../account/user-profile.ts';
import { passwordField, profileFields } from '../../../schemas/api/account/user-profile.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { langOf, siteOf } from '../../http/request-context.ts';

/** The status of each refusal: a link that cannot work (400, 410) or a choice to change (409, 400). */
const statusOf = { setupInvalid: 400, setupUsed: 410, setupExpired: 410, setupHasAdmin: 409, setupEmailTaken: 409, setupEmail: 400, setupPassword: 400 } as const satisfies Record<SetupRefusal, number>;
const fieldOf: Partial<Record<AdminSetupMessage, AdminSetupField>> = { setupEmail: 'email', setupPassword: 'password', setupEmailTaken: 'email' };

const refuse = (problem: SetupRefusal) =>
  new ApiError(statusOf[problem], adminSetupText(problem), { field: fieldOf[problem] ?? null });

/**
 * The first admin of a site without one (decision 0047), from the link printed at start.
 * GET /admin/setup?token=: 200 while the link works, else its refusal (400 unknown or replaced,
 * 410 used or expired). POST /admin/setup {token, email, password}: the link first, then a
 * well-formed e-mail and the registration's password rule (`passwordField`: 8 to 200 characters),
 * each refused in the request's language with `data.field`; then the token is spent and the ADMIN
 * created at once (createFirstAdmin), and the admin signed in (cookies and `token`, 201). The
 * password is hashed only for a link that works.
 */
export function adminSetupRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  contractRoute(app, adminSetupContracts.check, async ({ query }, c) => {
    const problem = await setupTokenProblem(ctx.db, siteOf(c).idSite, query.token, ctx.now().toISOString());
    if (problem) throw refuse(problem);
    return { open: true as const };
  });

  contractRoute(app, adminSetupContracts.create, async ({ body }, c, reply) => {
    const site = siteOf(c);
    const lang = langOf(c);
    const now = ctx.now();
    const known = await setupTokenProblem(ctx.db, site.idSite, body.token, now.toISOString());
    if (known) throw refuse(known);
    const email = normalizeEmail(body.email);
    if (!EMAIL.test(email) || email.length > (profileFields.email.maxLength ?? 320)) throw refuse('setupEmail');
    const { minLength = 8, maxLength = 200 } = passwordField;
    if (body.password.length < minLength || body.password.length > maxLength) throw refuse('setupPassword');
    const passwordHash = await hashPassword(body.password);
    const outcome = await createFirstAdmin(ctx.db, { idSite: site.idSite, token: body.token, email, passwordHash, lastname: site.name, at: now.toISOString() });
    if ('problem' in outcome) throw refuse(outcome.problem);
    const token = await openSession(ctx.db, outcome.userId, site.idSite, ctx.now());
    setAuthCookies(c, token, site.idSite);
    ctx.log.info(`first admin ${email} of site ${site.idSite} created from the setup link`);
    return reply.with({ token, idSite: site.idSite, email }, { message: adminSetupMessage(lang, 'setupDone'), status: 201 });
  });

  return app;
}
