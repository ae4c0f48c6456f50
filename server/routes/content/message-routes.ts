import { Hono } from 'hono';
import { contactContracts } from '../../../schemas/api/content/contact-contracts.ts';
import type { ApiContext } from '../../context.ts';
import { contactMail, siteMailLang } from '../../content/company-mail.ts';
import type { RateLimiter } from '../../content/rate-limiter.ts';
import { siteParameter } from '../../content/site-parameter.ts';
import { storeContactMessage } from '../../content/store-contact-message.ts';
import { ApiError } from '../../errors/api-error.ts';
import { BLANK } from '../../http/blank-message.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { queueCompanyNotice } from '../../mail/company-notice.ts';
import { withoutHoneypot } from './forms/honeypot.ts';
import { submissionCheck } from './rate-limit.ts';

const thanks = {
  fr: 'Merci, votre message a bien été envoyé. Nous vous répondrons rapidement.',
  en: 'Thank you, your message has been sent. We will answer you shortly.',
};

/** POST /message: a contact message, stored, and queued in the outbox for the company e-mail. */
export function messageRoutes(ctx: ApiContext, limiter: RateLimiter): Hono {
  const app = new Hono();
  contractRoute(
    app,
    contactContracts.message,
    async ({ body: sent }, c, reply) => {
      const site = siteOf(c);
      const body = withoutHoneypot(sent);
      const name = body.name.trim();
      const message = body.message.trim();
      if (name === '') throw new ApiError(400, BLANK, null, { field: 'name' });
      if (message === '') throw new ApiError(400, BLANK, null, { field: 'message' });
      const row = {
        idSite: site.idSite,
        name,
        email: body.email.trim(),
        phone: body.phone?.trim() || null,
        subject: body.subject?.trim() || null,
        message,
        createdAt: ctx.now().toISOString(),
      };
      const companyEmail = String(siteParameter(site.parameters, 'COMPANY_EMAIL') ?? '').trim();
      const id = await storeContactMessage(ctx.db, row, async (trx) => {
        if (companyEmail === '') return;
        const lang = siteMailLang(site);
        await queueCompanyNotice(trx, { site, lang, to: companyEmail, kind: 'contact', text: contactMail(lang, row), createdAt: row.createdAt, replyTo: row.email });
      });
      return reply.with({ id }, { message: formatMessage(thanks, langOf(c)), status: 201 });
    },
    { before: submissionCheck(ctx, limiter, 'message') },
  );
  return app;
}
