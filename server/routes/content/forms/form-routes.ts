import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import { resolveLocalized } from '../../../../schemas/localized.ts';
import type { ApiContext } from '../../../context.ts';
import type { RateLimiter } from '../../../content/rate-limiter.ts';
import { todayIso } from '../../../../rules/form-answer/check-answer.ts';
import { validateAnswers } from '../../../content/validate-answers.ts';
import { ok, fail } from '../../../http/envelope.ts';
import { langOf } from '../../../http/request-context.ts';
import { parseBody } from '../../../http/validate.ts';
import { formFileDownload } from './form-file-download.ts';
import { submitForm } from './form-submit.ts';
import { withoutHoneypot } from './honeypot.ts';
import { answersOf, formErrorsMessage, formOf } from './form-of.ts';
import { limitSubmissions } from '../rate-limit.ts';

const AnyJson = Type.Unknown();

/** GET /forms/{id}, POST /forms/{id}/answer/validate, POST /forms/{id}/submit, GET /forms/file/download/{id}. */
export function formRoutes(ctx: ApiContext, limiter: RateLimiter): Hono {
  const app = new Hono();

  app.get('/forms/file/download/:id', (c) => formFileDownload(ctx, c));

  app.get('/forms/:id', (c) => {
    const { recipientEmail: _private, ...form } = formOf(c);
    return ok(c, resolveLocalized(form, langOf(c)));
  });

  app.post('/forms/:id/answer/validate', async (c) => {
    const form = formOf(c);
    const answers = withoutHoneypot(answersOf(await parseBody(c, AnyJson)));
    const lang = langOf(c);
    const { errors } = validateAnswers(form, answers, null, lang, todayIso(ctx.now()));
    if (Object.keys(errors).length > 0) return fail(c, 400, formErrorsMessage(errors, lang), { errors });
    return ok(c, { errors: {} }, lang === 'en' ? 'The answers are valid' : 'Les réponses sont valides');
  });

  app.post('/forms/:id/submit', limitSubmissions(ctx, limiter, 'form'), (c) => submitForm(ctx, c));
  return app;
}
