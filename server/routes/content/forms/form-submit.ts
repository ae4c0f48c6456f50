import type { TextPair } from '../../../../rules/text/pick-text.ts';
import type { Context } from 'hono';
import type { ApiContext } from '../../../context.ts';
import { todayIso } from '../../../../rules/form-answer/check-answer.ts';
import { validateAnswers } from '../../../content/validate-answers.ts';
import { ApiError } from '../../../errors/api-error.ts';
import type { AnswerOf } from '../../../../schemas/api/route-contract.ts';
import { formContracts } from '../../../../schemas/api/content/form-contracts.ts';
import type { Reply } from '../../../http/contract-route.ts';
import { storeFormAnswer } from '../../../content/store-form-answer.ts';
import { parseMultipart, stagedFiles } from '../../../http/multipart.ts';
import { check } from '../../../http/validate.ts';
import { langOf, siteOf } from '../../../http/request-context.ts';
import { formAnswerMessages } from '../../../../rules/form-answer/form-answer-messages.ts';
import type { Locale } from '../../../../rules/locale.ts';
import { pickText } from '../../../../rules/text/pick-text.ts';
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
 * are stored in one transaction (server/content/store-form-answer.ts). On any failure, the staged bytes are removed. Answers `{ id, files }`.
 */
export async function submitForm(ctx: ApiContext, c: Context, id: string, reply: Reply<AnswerOf<typeof formContracts.submit>>) {
  const form = formOf(c, id);
  const site = siteOf(c);
  const lang = langOf(c);
  const parts = await parseMultipart(c, { ...formUploadRules(form), store: ctx.files });
  const staged = stagedFiles(parts);
  try {
    const answers = withoutHoneypot(answersOf(check(formContracts.submit.body, parts.fields)));
    const described = Object.fromEntries(Object.entries(parts.files).map(([key, list]) => [key, list.map((file) => ({ name: file.name, size: file.size, type: file.sniffedType ?? '' }))]));
    const { errors, values } = validateAnswers(form, answers, described, lang, todayIso(ctx.now()));
    for (const [key, list] of Object.entries(parts.files)) {
      const refused = list.find((file) => file.sniffedType === null);
      const field = form.fields.find((one) => one.name === key);
      if (refused && !errors[key]) errors[key] = formatMessage(formAnswerMessages.fileType, lang, { name: refused.name, accept: (field?.accept ?? []).join(', ') });
    }
    if (Object.keys(errors).length > 0) {
      await ctx.files.discard(staged);
      throw new ApiError(400, formErrorsMessage(errors, lang), { errors });
    }

    const createdAt = ctx.now().toISOString();
    // Links are signed before the transaction (the key may be read from the database).
    const signed = new Map<string, string>();
    for (const file of staged) signed.set(file.id, await ctx.files.links.sign(file.id, ctx.now()));
    const answer = {
      idSite: site.idSite,
      formId: form.id,
      values,
      lang,
      createdAt,
      files: form.fields.map((field) => ({ field: field.name, list: parts.files[field.name] ?? [] })),
    };
    const result = await storeFormAnswer(
      ctx.db,
      answer,
      (file, trx) => ctx.files.record(file, { idSite: site.idSite, purpose: 'form', mime: file.sniffedType! }, trx),
      async (trx, answerId, files) => {
        if (!form.recipientEmail) return;
        const links: Record<string, { name: string; url: string }[]> = {};
        for (const file of files) (links[file.field] ??= []).push({ name: file.name, url: `${siteBaseUrl(site)}/form-file/${file.id}?${signed.get(file.id)}` });
        const mailLang = siteMailLang(site);
        const text = formAnswerMail(mailLang, form, values, answerId, links);
        await queueCompanyNotice(trx, { site, lang: mailLang, to: form.recipientEmail, kind: 'form-answer', text, createdAt, replyTo: visitorEmail(form.fields, values) });
      },
    );
    return reply.with(result, { message: resolvedSuccess(form.successMessage, lang), status: 201 });
  } catch (error) {
    await ctx.files.discard(staged);
    throw error;
  }
}

function resolvedSuccess(message: TextPair, lang: Locale): string {
  return pickText(message, lang);
}
