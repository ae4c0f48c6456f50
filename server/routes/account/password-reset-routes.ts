import { Hono } from 'hono';
import { passwordResetContracts } from '../../../schemas/api/account/password-reset-contracts.ts';
import { findUserByEmail } from '../../account/find-user-by-email.ts';
import { accountMessage } from '../../account/messages.ts';
import { hashPassword } from '../../account/password.ts';
import { resetLink } from '../../account/reset-link.ts';
import { resetPassword } from '../../account/reset-password.ts';
import { storePasswordReset } from '../../account/store-password-reset.ts';
import { hashToken, newToken } from '../../account/token.ts';
import { normalizeEmail } from '../../account/user-profile.ts';
import { createRateLimiter } from '../../content/rate-limiter.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { resetMail } from '../../mail/reset-mail.ts';
import { clientAddress } from '../content/client-address.ts';

/** A reset link is valid for one hour and only once. */
export const RESET_TOKEN_SECONDS = 3600;

/** Reset mails per e-mail address: past it, the answer stays the same but no mail is queued. */
export const RESET_MAILS_PER_EMAIL = { limit: 3, windowMs: 3600_000 } as const;

/** Reset requests per client address (any e-mails): past it, 429 with Retry-After. */
export const RESET_ASKS_PER_ADDRESS = { limit: 10, windowMs: 3600_000 } as const;

/**
 * PUT /password/reset/ask: stores a single-use, expiring token and puts the mail in the
 * outbox in the same transaction (the mail worker sends it). The answer never tells whether the
 * account exists. Throttled per client address (429) and per e-mail (the same answer, no mail:
 * nobody can mail-bomb a customer), with counters kept whether the account exists or not.
 * PUT /password/reset: sets the new password, uses up every reset link and pending e-mail change,
 * and closes every session. Each from its contract (schemas/api/account/password-reset-contracts.ts).
 */
export function passwordResetRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  const perEmail = createRateLimiter(ctx.db, RESET_MAILS_PER_EMAIL);
  const perAddress = createRateLimiter(ctx.db, RESET_ASKS_PER_ADDRESS);

  contractRoute(app, passwordResetContracts.ask, async ({ body }, c, reply) => {
    const site = siteOf(c);
    const lang = langOf(c);
    const email = normalizeEmail(body.email);
    const at = ctx.now().getTime();
    const fromAddress = await perAddress.hit(`reset|${site.idSite}|${clientAddress(c)}`, at);
    if (!fromAddress.allowed) {
      c.header('Retry-After', String(fromAddress.retryAfter));
      throw new ApiError(429, accountMessage(lang, 'tooManyResets', { minutes: String(Math.ceil(fromAddress.retryAfter / 60)) }));
    }
    const forEmail = await perEmail.hit(`reset|${site.idSite}|${email}`, at);
    const user = forEmail.allowed ? await findUserByEmail(ctx.db, site.idSite, email) : undefined;
    if (user) {
      const token = newToken();
      const now = ctx.now();
      const link = resetLink(site.site.json.info.url, token, lang);
      await storePasswordReset(ctx.db, {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + RESET_TOKEN_SECONDS * 1000).toISOString(),
        mail: { idSite: site.idSite, to: user.email, lang, kind: 'password-reset', createdAt: now.toISOString(), mail: resetMail(site, lang, link) },
      });
    }
    return reply.with(null, { message: accountMessage(lang, 'resetAsked') });
  });

  contractRoute(app, passwordResetContracts.reset, async ({ body }, c, reply) => {
    const site = siteOf(c);
    const lang = langOf(c);
    const passwordHash = await hashPassword(body.password);
    const done = await resetPassword(ctx.db, { idSite: site.idSite, tokenHash: hashToken(body.token), passwordHash, at: ctx.now().toISOString() });
    if (!done) throw new ApiError(400, accountMessage(lang, 'resetInvalid'));
    return reply.with(null, { message: accountMessage(lang, 'passwordChanged') });
  });

  return app;
}
