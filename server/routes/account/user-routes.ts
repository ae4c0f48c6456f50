import { Type } from '@sinclair/typebox';
import { Hono, type Context } from 'hono';
import { askEmailChange } from '../../account/ask-email-change.ts';
import { clearAuthCookies } from '../../http/auth-cookies.ts';
import { accountMessage } from '../../account/messages.ts';
import { hashPassword, verifyPassword } from '../../account/password.ts';
import { revokeAccess } from '../../account/sessions.ts';
import { hashToken } from '../../account/token.ts';
import { normalizeEmail, passwordField, profileFields, profileOf } from '../../account/user-profile.ts';
import { createRateLimiter } from '../../content/rate-limiter.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { NOT_LOGGED_IN, requireUser, tokenOf, userOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { parseBody } from '../../http/validate.ts';

const currentPassword = Type.String({ minLength: 1, maxLength: 200 });
const ProfileBody = Type.Partial(Type.Object({ ...profileFields, currentPassword }), { minProperties: 1, additionalProperties: false });
const PasswordBody = Type.Object({ currentPassword, newPassword: passwordField });

/** Checks of the current password per member (a stolen session cannot guess it at leisure). */
export const PASSWORD_CHECKS = { limit: 10, windowMs: 3600_000 } as const;

/**
 * GET/PUT /user, PUT /user/password, DELETE /user (all for the logged-in member). A new e-mail in
 * PUT /user needs the current password and only takes effect once the new address confirms the
 * link mailed to it (PUT /user/email/confirm, server/routes/account/email-change-routes.ts).
 */
export function userRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.use('/user', requireUser);
  app.use('/user/password', requireUser);
  const passwordChecks = createRateLimiter(ctx.db, PASSWORD_CHECKS);

  const loadRow = async (id: number) => {
    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
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

  app.get('/user', async (c) => ok(c, profileOf(await loadRow((await userOf(c)).id))));

  app.put('/user', async (c) => {
    const lang = langOf(c);
    const user = await userOf(c);
    const body = await parseBody(c, ProfileBody);
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
    const row = await ctx.db.transaction().execute(async (trx) => {
      if (newEmail) await askEmailChange(trx, { site: siteOf(c), lang, user: current, newEmail, now: ctx.now() });
      return trx.updateTable('users').set(changes).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
    });
    return ok(c, profileOf(row), accountMessage(lang, newEmail ? 'emailChangeAsked' : 'profileSaved', { email: newEmail ?? '' }));
  });

  app.put('/user/password', async (c) => {
    const lang = langOf(c);
    const user = await userOf(c);
    const body = await parseBody(c, PasswordBody);
    await checkCurrentPassword(c, await loadRow(user.id), body.currentPassword);
    const passwordHash = await hashPassword(body.newPassword);
    const at = ctx.now().toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ passwordHash, updatedAt: at }).where('id', '=', user.id).execute();
      await revokeAccess(trx, user.id, at, hashToken(tokenOf(c) ?? ''));
    });
    return ok(c, null, accountMessage(lang, 'passwordChanged'));
  });

  app.delete('/user', async (c) => {
    const lang = langOf(c);
    const user = await userOf(c);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('files').set({ ownerId: null }).where('ownerId', '=', user.id).execute();
      await trx.deleteFrom('sessions').where('userId', '=', user.id).execute();
      await trx.deleteFrom('passwordResets').where('userId', '=', user.id).execute();
      await trx.deleteFrom('emailChanges').where('userId', '=', user.id).execute();
      await trx.deleteFrom('newsletterSubscriptions').where('userId', '=', user.id).execute();
      await trx.deleteFrom('users').where('id', '=', user.id).execute();
    });
    clearAuthCookies(c);
    return ok(c, null, accountMessage(lang, 'accountDeleted'));
  });

  return app;
}
