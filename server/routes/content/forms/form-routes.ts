import { Hono } from 'hono';
import { formContracts } from '../../../../schemas/api/content/form-contracts.ts';
import { resolveLocalized } from '../../../../schemas/localized.ts';
import type { ApiContext } from '../../../context.ts';
import type { RateLimiter } from '../../../content/rate-limiter.ts';
import { todayIso } from '../../../../rules/form-answer/check-answer.ts';
import { validateAnswers } from '../../../content/validate-answers.ts';
import { contractRoute } from '../../../http/contract-route.ts';
import { ApiError } from '../../../errors/api-error.ts';
import { langOf } from '../../../http/request-context.ts';
import { formFileDownload } from './form-file-download.ts';
import { submitForm } from './form-submit.ts';
import { withoutHoneypot } from './honeypot.ts';
import { answersOf, formErrorsMessage, formOf } from './form-of.ts';
import { submissionCheck } from '../rate-limit.ts';

/** GET /forms/{id}, POST /forms/{id}/answer/validate, POST /forms/{id}/submit, GET /forms/file/download/{id} (schemas/api/content/form-contracts.ts). */
export function formRoutes(ctx: ApiContext, limiter: RateLimiter): Hono {
  const app = new Hono();
  contractRoute(app, formContracts.file, ({ params: { id }, query }, c) => formFileDownload(ctx, c, id, query));
  contractRoute(app, formContracts.read, ({ params: { id } }, c) => {
    const { recipientEmail: _private, ...form } = formOf(c, id);
    return resolveLocalized(form, langOf(c));
  });
  contractRoute(app, formContracts.validate, ({ params: { id }, body }, c, reply) => {
    const form = formOf(c, id);
    const answers = withoutHoneypot(answersOf(body));
    const lang = langOf(c);
    const { errors } = validateAnswers(form, answers, null, lang, todayIso(ctx.now()));
    if (Object.keys(errors).length > 0) throw new ApiError(400, formErrorsMessage(errors, lang), { errors });
    return reply.with({ errors: {} }, { message: lang === 'en' ? 'The answers are valid' : 'Les réponses sont valides' });
  });
  contractRoute(app, formContracts.submit, ({ params: { id } }, c, reply) => submitForm(ctx, c, id, reply), { before: submissionCheck(ctx, limiter, 'form') });
  return app;
}
