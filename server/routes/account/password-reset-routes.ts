import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import { accountMessage } from '../../account/messages.ts';
import { hashPassword } from '../../account/password.ts';
import { resetLink } from '../../account/reset-link.ts';
import { revokeAccess } from '../../account/sessions.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { resetMail } from '../../mail/reset-mail.ts';
import { hashToken, newToken } from '../../account/token.ts';
import { normalizeEmail, passwordField } from '../../account/user-profile.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { parseBody } from '../../http/validate.ts';
import { createRateLimiter } from '../../content/rate-limiter.ts';
import { clientAddress } from '../content/client-address.ts';

/** A reset link is valid for one hour and only once. */
export const RESET_TOKEN_SECONDS = 3600;

/** Reset mails per e-mail address: past it, the answer stays the same but no mail is queued. */
export const RESET_MAILS_PER_EMAIL = { limit: 3, windowMs: 3600_000 } as const;

/** Reset requests per client address (any e-mails): past it, 429 with Retry-After. */
export const RESET_ASKS_PER_ADDRESS = { limit: 10, windowMs: 3600_000 } as const;

const AskBody = Type.Object({ email: Type.String({ format: 'email', maxLength: 320 }) });
const ResetBody = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }), password: passwordField });

/**
 * PUT /password/reset/ask: stores a single-use, expiring token and puts the mail in the
 * outbox in the same transaction (the mail worker sends it). The answer never tells whether the
 * account exists. Throttled per client address (429) and per e-mail (the same answer, no mail:
 * nobody can mail-bomb a customer), with counters kept whether the account exists or not.
 * PUT /password/reset: sets the new password, uses up every reset link and pending e-mail change,
 * and closes every session.
 */
export function passwordResetRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  const perEmail = createRateLimiter(ctx.db, RESET_MAILS_PER_EMAIL);
  const perAddress = createRateLimiter(ctx.db, RESET_ASKS_PER_ADDRESS);

  app.put('/password/reset/ask', async (c) => {
    const site = siteOf(c);
    const lang = langOf(c);
    const { email } = await parseBody(c, AskBody);
    const at = ctx.now().getTime();
    const fromAddress = await perAddress.hit(`reset|${site.idSite}|${clientAddress(c)}`, at);
    if (!fromAddress.allowed) {
      c.header('Retry-After', String(fromAddress.retryAfter));
      throw new ApiError(429, accountMessage(lang, 'tooManyResets', { minutes: String(Math.ceil(fromAddress.retryAfter / 60)) }));
    }
    const forEmail = await perEmail.hit(`reset|${site.idSite}|${normalizeEmail(email)}`, at);
    const user = forEmail.allowed
      ? await ctx.db.selectFrom('users').select(['id', 'email'])
        .where('idSite', '=', site.idSite).where('email', '=', normalizeEmail(email)).executeTakeFirst()
      : undefined;
    if (user) {
      const token = newToken();
      const now = ctx.now();
      const link = resetLink(site.site.json.info.url, token, lang);
      await ctx.db.transaction().execute(async (trx) => {
        await trx.insertInto('passwordResets').values({
          tokenHash: hashToken(token), userId: user.id, usedAt: null,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_SECONDS * 1000).toISOString(),
        }).execute();
        await queueMail(trx, { idSite: site.idSite, to: user.email, lang, kind: 'password-reset', createdAt: now.toISOString(), mail: resetMail(site, lang, link) });
      });
    }
    return ok(c, null, accountMessage(lang, 'resetAsked'));
  });

  app.put('/password/reset', async (c) => {
    const site = siteOf(c);
    const lang = langOf(c);
    const body = await parseBody(c, ResetBody);
    const passwordHash = await hashPassword(body.password);
    const at = ctx.now().toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      // The link is used up by the one statement that checks it: of two requests with one link, one wins.
      const reset = await trx.updateTable('passwordResets')
        .set({ usedAt: at })
        .where('tokenHash', '=', hashToken(body.token))
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', at)
        .where('userId', 'in', trx.selectFrom('users').select('id').where('idSite', '=', site.idSite))
        .returning('userId')
        .executeTakeFirst();
      if (!reset) throw new ApiError(400, accountMessage(lang, 'resetInvalid'));
      await trx.updateTable('users').set({ passwordHash, updatedAt: at }).where('id', '=', reset.userId).execute();
      await revokeAccess(trx, reset.userId, at, null);
    });
    return ok(c, null, accountMessage(lang, 'passwordChanged'));
  });

  return app;
}
