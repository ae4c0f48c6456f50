import type { Transaction } from 'kysely';
import type { LoadedSite } from '../config/loaded-site.ts';
import type { MailText } from '../content/company-mail.ts';
import type { Database } from '../db/database.ts';
import type { Locale } from '../../rules/locale.ts';
import { queueMail, type MailKind } from './queue-mail.ts';
import { renderMail } from './render-mail.ts';

/**
 * Queues a notification for the company (contact message, form answer), in the transaction
 * that stored it: the wording of server/content/company-mail.ts in the site's mail layout;
 * `replyTo`: the visitor's address, so that the company's reply goes to them, not to `no-reply@`.
 */
export async function queueCompanyNotice(
  trx: Transaction<Database>,
  notice: { site: LoadedSite; lang: Locale; to: string; kind: Extract<MailKind, 'contact' | 'form-answer' | 'payment-alert' | 'return-notice' | 'order-notice'>; text: MailText; createdAt: string; replyTo?: string | null },
): Promise<void> {
  const mail = renderMail(notice.site, notice.lang, { subject: notice.text.subject, heading: notice.text.subject, parts: [{ paragraph: notice.text.body }] });
  await queueMail(trx, { idSite: notice.site.idSite, to: notice.to, lang: notice.lang, kind: notice.kind, mail, createdAt: notice.createdAt, replyTo: notice.replyTo ?? null });
}
