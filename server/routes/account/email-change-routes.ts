import { Hono } from 'hono';
import { userContracts } from '../../../schemas/api/account/user-contracts.ts';
import { confirmEmailChange } from '../../account/confirm-email-change.ts';
import { accountMessage } from '../../account/messages.ts';
import { hashToken } from '../../account/token.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { tokenOf } from '../../http/auth.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { langOf, siteOf } from '../../http/request-context.ts';

/**
 * PUT /user/email/confirm: the new address confirms the link mailed to it (no session needed:
 * the link may be opened on another device). The login e-mail changes, the link and every other
 * pending change or reset link is used up, and every session but the request's own is closed
 * (server/account/confirm-email-change.ts). An unknown, used or expired link, or an address taken
 * meanwhile, is a 400.
 */
export function emailChangeRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  contractRoute(app, userContracts.confirmEmail, async ({ body }, c, reply) => {
    const lang = langOf(c);
    const own = tokenOf(c);
    const email = await confirmEmailChange(ctx.db, { idSite: siteOf(c).idSite, tokenHash: hashToken(body.token), at: ctx.now().toISOString(), keepTokenHash: own ? hashToken(own) : null });
    if (email === null) throw new ApiError(400, accountMessage(lang, 'emailChangeInvalid'));
    return reply.with({ email }, { message: accountMessage(lang, 'emailChanged', { email }) });
  });

  return app;
}
