import { Hono, type Context } from 'hono';
import { userContracts } from '../../../schemas/api/account/user-contracts.ts';
import { changePassword } from '../../account/change-password.ts';
import { deleteAccount } from '../../account/delete-account.ts';
import { findUser } from '../../account/find-user.ts';
import { accountMessage } from '../../account/messages.ts';
import { hashPassword, verifyPassword } from '../../account/password.ts';
import { hashToken } from '../../account/token.ts';
import { updateProfile } from '../../account/update-profile.ts';
import { normalizeEmail, profileOf } from '../../account/user-profile.ts';
import { createRateLimiter } from '../../content/rate-limiter.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { clearAuthCookies } from '../../http/auth-cookies.ts';
import { NOT_LOGGED_IN, requireUser, tokenOf, userOf } from '../../http/auth.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { langOf, siteOf } from '../../http/request-context.ts';

/** Checks of the current password per member (a stolen session cannot guess it at leisure). */
export const PASSWORD_CHECKS = { limit: 10, windowMs: 3600_000 } as const;

/**
 * GET/PUT /user, PUT /user/password, DELETE /user (all for the logged-in member), each from its
 * contract (schemas/api/account/user-contracts.ts). A new e-mail in PUT /user needs the current
 * password and only takes effect once the new address confirms the link mailed to it
 * (PUT /user/email/confirm, server/routes/account/email-change-routes.ts).
 */
export function userRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.use('/user', requireUser);
  app.use('/user/password', requireUser);
  const passwordChecks = createRateLimiter(ctx.db, PASSWORD_CHECKS);

  const loadRow = async (id: number) => {
    const row = await findUser(ctx.db, id);
    if (!row) throw new ApiError(401, NOT_LOGGED_IN);
    return row;
  };

  /** 400 unless `password` is the member's current one; 429 with Retry-After past the checks allowed per hour. */
  const checkCurrentPassword = async (c: Context, row: { id: number; passwordHash: string }, password: string | undefined) => {
    const lang = langOf(c);
    if (!password) throw new ApiError(400, accountMessage(lang, 'currentPasswordRequired'));
    const verdict = await passwordChecks.hit(`password-check|${row.id}`, ctx.now().getTime());
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfter));
      throw new ApiError(429, accountMessage(lang, 'tooManyPasswordChecks', { minutes: String(Math.ceil(verdict.retryAfter / 60)) }));
    }
    if (!(await verifyPassword(password, row.passwordHash))) throw new ApiError(400, accountMessage(lang, 'wrongCurrentPassword'));
  };

  contractRoute(app, userContracts.read, async (_input, c) => profileOf(await loadRow((await userOf(c)).id)));

  contractRoute(app, userContracts.update, async ({ body }, c, reply) => {
    const lang = langOf(c);
    const user = await userOf(c);
    const current = await loadRow(user.id);
    const newEmail = body.email !== undefined && normalizeEmail(body.email) !== current.email ? normalizeEmail(body.email) : null;
    if (newEmail) await checkCurrentPassword(c, current, body.currentPassword);
    const changes = {
      ...(body.firstname !== undefined ? { firstname: body.firstname.trim() } : {}),
      ...(body.lastname !== undefined ? { lastname: body.lastname.trim() } : {}),
      ...(body.phone !== undefined ? { phone: body.phone.trim() } : {}),
      ...(body.birthdate !== undefined ? { birthdate: body.birthdate } : {}),
      updatedAt: ctx.now().toISOString(),
    };
    const emailChange = newEmail ? { site: siteOf(c), lang, user: current, newEmail, now: ctx.now() } : null;
    const row = await updateProfile(ctx.db, user.id, changes, emailChange);
    return reply.with(profileOf(row), { message: accountMessage(lang, newEmail ? 'emailChangeAsked' : 'profileSaved', { email: newEmail ?? '' }) });
  });

  contractRoute(app, userContracts.changePassword, async ({ body }, c, reply) => {
    const lang = langOf(c);
    const user = await userOf(c);
    await checkCurrentPassword(c, await loadRow(user.id), body.currentPassword);
    const passwordHash = await hashPassword(body.newPassword);
    await changePassword(ctx.db, user.id, passwordHash, ctx.now().toISOString(), hashToken(tokenOf(c) ?? ''));
    return reply.with(null, { message: accountMessage(lang, 'passwordChanged') });
  });

  contractRoute(app, userContracts.delete, async (_input, c, reply) => {
    const lang = langOf(c);
    const user = await userOf(c);
    await deleteAccount(ctx.db, user.id);
    clearAuthCookies(c);
    return reply.with(null, { message: accountMessage(lang, 'accountDeleted') });
  });

  return app;
}
