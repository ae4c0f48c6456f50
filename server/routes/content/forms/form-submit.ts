import type { Context } from 'hono';
import type { ApiContext } from '../../../context.ts';
import { todayIso } from '../../../../rules/form-answer/check-answer.ts';
import { validateAnswers } from '../../../content/validate-answers.ts';
import { fail, ok } from '../../../http/envelope.ts';
import { parseMultipart, stagedFiles } from '../../../http/multipart.ts';
import { langOf, siteOf } from '../../../http/request-context.ts';
import { formAnswerMessages } from '../../../../rules/form-answer/form-answer-messages.ts';
import type { Locale } from '../../../../rules/locale.ts';
import { localizedKey } from '../../../../schemas/localized.ts';
import { formatMessage } from '../../../i18n/format-message.ts';
import { formAnswerMail, siteMailLang, visitorEmail } from '../../../content/company-mail.ts';
import { siteBaseUrl } from '../../../mail/render-mail.ts';
import { withoutHoneypot } from './honeypot.ts';
import { queueCompanyNotice } from '../../../mail/company-notice.ts';
import { answersOf, formErrorsMessage, formOf } from './form-of.ts';
import { formUploadRules } from './form-upload-rules.ts';

/**
 * POST /forms/{id}/submit (multipart): answers in a JSON `answers` field (or one text field per
 * answer), files under their field name. Files stream to the file store as they arrive, bounded
 * by their field's `maxSize` and count (413 past them). Each file's type is read from its bytes
 * (only the allowed types of server/files/sniff-file-type.ts). Then every rule of the form is
 * checked and the answer, its files and the company's mail (with a signed link to each file)
 * are stored in one transaction. On any failure, the staged bytes are removed. Answers `{ id, files }`.
 */
export async function submitForm(ctx: ApiContext, c: Context) {
  const form = formOf(c);
  const site = siteOf(c);
  const lang = langOf(c);
  const parts = await parseMultipart(c, { ...formUploadRules(form), store: ctx.files });
  const staged = stagedFiles(parts);
  try {
    const answers = withoutHoneypot(answersOf(parts.fields));
    const described = Object.fromEntries(Object.entries(parts.files).map(([key, list]) => [key, list.map((file) => ({ name: file.name, size: file.size, type: file.sniffedType ?? '' }))]));
    const { errors, values } = validateAnswers(form, answers, described, lang, todayIso(ctx.now()));
    for (const [key, list] of Object.entries(parts.files)) {
      const refused = list.find((file) => file.sniffedType === null);
      const field = form.fields.find((one) => one.name === key);
      if (refused && !errors[key]) errors[key] = formatMessage(formAnswerMessages.fileType, lang, { name: refused.name, accept: (field?.accept ?? []).join(', ') });
    }
    if (Object.keys(errors).length > 0) {
      await ctx.files.discard(staged);
      return fail(c, 400, formErrorsMessage(errors, lang), { errors });
    }

    const createdAt = ctx.now().toISOString();
    // Links are signed before the transaction (the key may be read from the database).
    const signed = new Map<string, string>();
    for (const file of staged) signed.set(file.id, await ctx.files.links.sign(file.id, ctx.now()));
    const result = await ctx.db.transaction().execute(async (trx) => {
      const answer = await trx
        .insertInto('formAnswers')
        .values({ idSite: site.idSite, formId: form.id, answers: JSON.stringify(values), lang, createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      const files: { id: string; name: string; field: string; size: number; mime: string }[] = [];
      const links: Record<string, { name: string; url: string }[]> = {};
      for (const field of form.fields) {
        for (const file of parts.files[field.name] ?? []) {
          const stored = await ctx.files.record(file, { idSite: site.idSite, purpose: 'form', mime: file.sniffedType! }, trx);
          await trx.insertInto('formAnswerFiles').values({ fileId: stored.id, answerId: answer.id, fieldName: field.name }).execute();
          files.push({ id: stored.id, name: stored.name, field: field.name, size: stored.size, mime: stored.mime });
          (links[field.name] ??= []).push({ name: stored.name, url: `${siteBaseUrl(site)}/form-file/${stored.id}?${signed.get(stored.id)}` });
        }
      }
      if (form.recipientEmail) {
        const mailLang = siteMailLang(site);
        const text = formAnswerMail(mailLang, form, values, answer.id, links);
        await queueCompanyNotice(trx, { site, lang: mailLang, to: form.recipientEmail, kind: 'form-answer', text, createdAt, replyTo: visitorEmail(form.fields, values) });
      }
      return { id: answer.id, files };
    });
    return ok(c, result, resolvedSuccess(form.successMessage, lang), 201);
  } catch (error) {
    await ctx.files.discard(staged);
    throw error;
  }
}

function resolvedSuccess(message: { fr: string; en: string }, lang: Locale): string {
  return message[localizedKey(lang)];
}
