import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import type { RateLimiter } from '../../content/rate-limiter.ts';
import { siteParameter } from '../../content/site-parameter.ts';
import { contactMail, siteMailLang } from '../../content/company-mail.ts';
import { BLANK } from '../../http/blank-message.ts';
import { ApiError } from '../../errors/api-error.ts';
import { queueCompanyNotice } from '../../mail/company-notice.ts';
import { ok } from '../../http/envelope.ts';
import { siteOf } from '../../http/request-context.ts';
import { parseBody } from '../../http/validate.ts';
import { withoutHoneypot } from './forms/honeypot.ts';
import { limitSubmissions } from './rate-limit.ts';
import { langOf } from '../../http/request-context.ts';
import { formatMessage } from '../../i18n/format-message.ts';

const MessageBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    email: Type.String({ format: 'email', maxLength: 320 }),
    phone: Type.Optional(Type.String({ maxLength: 40, pattern: '^(|\\+?[0-9 ().-]{6,25})$' })),
    subject: Type.Optional(Type.String({ maxLength: 200 })),
    message: Type.String({ minLength: 1, maxLength: 5000 }),
    website: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

const thanks = {
  fr: 'Merci, votre message a bien été envoyé. Nous vous répondrons rapidement.',
  en: 'Thank you, your message has been sent. We will answer you shortly.',
};

/** POST /message: a contact message, stored, and queued in the outbox for the company e-mail. */
export function messageRoutes(ctx: ApiContext, limiter: RateLimiter): Hono {
  const app = new Hono();
  app.post('/message', limitSubmissions(ctx, limiter, 'message'), async (c) => {
    const site = siteOf(c);
    const body = withoutHoneypot(await parseBody(c, MessageBody));
    const name = body.name.trim();
    const message = body.message.trim();
    if (name === '') throw new ApiError(400, BLANK, null, { field: 'name' });
    if (message === '') throw new ApiError(400, BLANK, null, { field: 'message' });
    const createdAt = ctx.now().toISOString();
    const row = {
      idSite: site.idSite,
      name,
      email: body.email.trim(),
      phone: body.phone?.trim() || null,
      subject: body.subject?.trim() || null,
      message,
      createdAt,
    };
    const companyEmail = String(siteParameter(site.parameters, 'COMPANY_EMAIL') ?? '').trim();
    const id = await ctx.db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('contactMessages').values(row).returning('id').executeTakeFirstOrThrow();
      if (companyEmail !== '') {
        const lang = siteMailLang(site);
        await queueCompanyNotice(trx, { site, lang, to: companyEmail, kind: 'contact', text: contactMail(lang, row), createdAt, replyTo: row.email });
      }
      return inserted.id;
    });
    return ok(c, { id }, formatMessage(thanks, langOf(c)), 201);
  });
  return app;
}
