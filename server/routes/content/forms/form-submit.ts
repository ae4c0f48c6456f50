import type { Context } from 'hono';
import type { ApiContext } from '../../../context.ts';
import { todayIso } from '../../../../rules/form-answer/check-answer.ts';
import { validateAnswers } from '../../../content/validate-answers.ts';
import { fail, ok } from '../../../http/envelope.ts';
import { parseMultipart } from '../../../http/multipart.ts';
import { langOf, siteOf } from '../../../http/request-context.ts';
import { formAnswerMessage } from '../../../../rules/form-answer/form-answer-messages.ts';
import { formAnswerMail, siteMailLang } from '../../../content/company-mail.ts';
import { withoutHoneypot } from './honeypot.ts';
import { queueCompanyNotice } from '../../../mail/company-notice.ts';
import { answersOf, formErrorsMessage, formOf } from './form-of.ts';
import { messageLangOf } from '../request-lang.ts';

/**
 * POST /forms/{id}/submit (multipart): answers in a JSON `answers` field (or one text field per
 * answer), files under their field name. Checks every rule of the form, then stores the answer,
 * its files and the notification mail in one transaction. Answers `{ id, files }`.
 */
export async function submitForm(ctx: ApiContext, c: Context) {
  const form = formOf(c);
  const site = siteOf(c);
  const lang = messageLangOf(c);
  const parts = await parseMultipart(c);
  const answers = withoutHoneypot(answersOf(parts.fields));
  const { errors, values } = validateAnswers(form, answers, parts.files, lang, todayIso(ctx.now()));
  const fileFields = new Set(form.fields.filter((field) => field.type === 'file').map((field) => field.name));
  for (const key of Object.keys(parts.files)) if (!fileFields.has(key)) errors[key] = formAnswerMessage('unknown', lang);
  if (Object.keys(errors).length > 0) return fail(c, 400, formErrorsMessage(errors, lang), { errors });

  const createdAt = ctx.now().toISOString();
  const savedIds: string[] = [];
  try {
    const result = await ctx.db.transaction().execute(async (trx) => {
      const answer = await trx
        .insertInto('formAnswers')
        .values({ idSite: site.idSite, formId: form.id, answers: JSON.stringify(values), lang: langOf(c), createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      const files: { id: string; name: string; field: string; size: number; mime: string }[] = [];
      for (const field of fileFields) {
        for (const file of parts.files[field] ?? []) {
          const stored = await ctx.files.save({ idSite: site.idSite, file, purpose: 'form' }, trx);
          savedIds.push(stored.id);
          await trx.insertInto('formAnswerFiles').values({ fileId: stored.id, answerId: answer.id, fieldName: field }).execute();
          files.push({ id: stored.id, name: stored.name, field, size: stored.size, mime: stored.mime });
        }
      }
      if (form.recipientEmail) {
        const mailLang = siteMailLang(site);
        const text = formAnswerMail(mailLang, form, values, answer.id);
        await queueCompanyNotice(trx, { site, lang: mailLang, to: form.recipientEmail, kind: 'form-answer', text, createdAt });
      }
      return { id: answer.id, files };
    });
    return ok(c, result, resolvedSuccess(form.successMessage, lang), 201);
  } catch (error) {
    for (const id of savedIds) await ctx.files.remove(id).catch(() => undefined);
    throw error;
  }
}

function resolvedSuccess(message: { fr: string; en: string }, lang: 'fr' | 'en'): string {
  return message[lang];
}
