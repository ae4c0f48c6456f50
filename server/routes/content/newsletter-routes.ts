import { Hono, type Context } from 'hono';
import { contactContracts } from '../../../schemas/api/content/contact-contracts.ts';
import type { ApiContext } from '../../context.ts';
import type { RateLimiter } from '../../content/rate-limiter.ts';
import { isParameterOn } from '../../content/site-parameter.ts';
import { subscribeToNewsletter } from '../../content/subscribe-to-newsletter.ts';
import { ApiError } from '../../errors/api-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { withoutHoneypot } from './forms/honeypot.ts';
import { submissionCheck } from './rate-limit.ts';

const messages = {
  off: { fr: 'La lettre d’information n’est pas proposée sur ce site', en: 'The newsletter is not available on this site' },
  subscribed: { fr: 'Vous êtes inscrit(e) à la lettre d’information.', en: 'You are subscribed to the newsletter.' },
  already: { fr: 'Cette adresse est déjà inscrite à la lettre d’information.', en: 'This address is already subscribed to the newsletter.' },
};

/** POST /newsletter/subscribe: idempotent per e-mail and site; refused when NEWSLETTER is off. */
export function newsletterRoutes(ctx: ApiContext, limiter: RateLimiter): Hono {
  const app = new Hono();
  const limit = submissionCheck(ctx, limiter, 'newsletter');
  // Counted, then refused on a site without the newsletter, before the body is read.
  const before = async (c: Context) => {
    await limit(c);
    if (!isParameterOn(siteOf(c).parameters, 'NEWSLETTER')) throw new ApiError(403, formatMessage(messages.off, langOf(c)));
  };
  contractRoute(
    app,
    contactContracts.subscribe,
    async ({ body }, c, reply) => {
      const lang = langOf(c);
      const email = withoutHoneypot(body).email.trim().toLowerCase();
      const created = await subscribeToNewsletter(ctx.db, { idSite: siteOf(c).idSite, email, lang, createdAt: ctx.now().toISOString() });
      if (!created) return reply.with({ email, subscribed: true, created: false }, { message: formatMessage(messages.already, lang) });
      return reply.with({ email, subscribed: true, created: true }, { message: formatMessage(messages.subscribed, lang), status: 201 });
    },
    { before },
  );
  return app;
}
