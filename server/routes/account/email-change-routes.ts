import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import { accountMessage } from '../../account/messages.ts';
import { revokeAccess } from '../../account/sessions.ts';
import { hashToken } from '../../account/token.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { tokenOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { parseBody } from '../../http/validate.ts';

const ConfirmBody = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });

/**
 * PUT /user/email/confirm: the new address confirms the link mailed to it (no session needed:
 * the link may be opened on another device). The login e-mail changes, the link and every other
 * pending change or reset link is used up, and every session but the request's own is closed.
 * An unknown, used or expired link, or an address taken meanwhile, is a 400.
 */
export function emailChangeRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  app.put('/user/email/confirm', async (c) => {
    const site = siteOf(c);
    const lang = langOf(c);
    const { token } = await parseBody(c, ConfirmBody);
    const at = ctx.now().toISOString();
    const email = await ctx.db.transaction().execute(async (trx) => {
      const change = await trx.selectFrom('emailChanges')
        .innerJoin('users', 'users.id', 'emailChanges.userId')
        .select(['emailChanges.userId', 'emailChanges.newEmail', 'emailChanges.expiresAt', 'emailChanges.usedAt'])
        .where('emailChanges.tokenHash', '=', hashToken(token))
        .where('users.idSite', '=', site.idSite)
        .executeTakeFirst();
      if (!change || change.usedAt !== null || change.expiresAt <= at) throw new ApiError(400, accountMessage(lang, 'emailChangeInvalid'));
      const taken = await trx.selectFrom('users').select('id')
        .where('idSite', '=', site.idSite).where('email', '=', change.newEmail).executeTakeFirst();
      if (taken) throw new ApiError(400, accountMessage(lang, 'emailChangeInvalid'));
      await trx.updateTable('users').set({ email: change.newEmail, updatedAt: at }).where('id', '=', change.userId).execute();
      const own = tokenOf(c);
      await revokeAccess(trx, change.userId, at, own ? hashToken(own) : null);
      return change.newEmail;
    });
    return ok(c, { email }, accountMessage(lang, 'emailChanged', { email }));
  });

  return app;
}
