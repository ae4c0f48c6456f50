import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import type { RateLimiter } from '../../content/rate-limiter.ts';
import { isParameterOn } from '../../content/site-parameter.ts';
import { ApiError } from '../../errors/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { parseBody } from '../../http/validate.ts';
import { withoutHoneypot } from './forms/honeypot.ts';
import { limitSubmissions } from './rate-limit.ts';
import { formatMessage } from '../../i18n/format-message.ts';

const SubscribeBody = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 320 }), website: Type.Optional(Type.String()) },
  { additionalProperties: false },
);

const messages = {
  off: { fr: 'La lettre d’information n’est pas proposée sur ce site', en: 'The newsletter is not available on this site' },
  subscribed: { fr: 'Vous êtes inscrit(e) à la lettre d’information.', en: 'You are subscribed to the newsletter.' },
  already: { fr: 'Cette adresse est déjà inscrite à la lettre d’information.', en: 'This address is already subscribed to the newsletter.' },
};

/** POST /newsletter/subscribe: idempotent per e-mail and site; refused when NEWSLETTER is off. */
export function newsletterRoutes(ctx: ApiContext, limiter: RateLimiter): Hono {
  const app = new Hono();
  app.post('/newsletter/subscribe', limitSubmissions(ctx, limiter, 'newsletter'), async (c) => {
    const site = siteOf(c);
    const lang = langOf(c);
    if (!isParameterOn(site.parameters, 'NEWSLETTER')) throw new ApiError(403, formatMessage(messages.off, lang));
    const body = withoutHoneypot(await parseBody(c, SubscribeBody));
    const email = body.email.trim().toLowerCase();
    const inserted = await ctx.db
      .insertInto('newsletterSignups')
      .values({ idSite: site.idSite, email, lang, createdAt: ctx.now().toISOString() })
      .onConflict((oc) => oc.columns(['idSite', 'email']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return ok(c, { email, subscribed: true, created: false }, formatMessage(messages.already, lang));
    return ok(c, { email, subscribed: true, created: true }, formatMessage(messages.subscribed, lang), 201);
  });
  return app;
}
