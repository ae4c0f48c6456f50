import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Locale } from '../../rules/locale.ts';
import type { RenderedMail } from './render-mail.ts';

export type MailKind = 'password-reset' | 'email-change' | 'order-confirmation' | 'order-status' | 'contact' | 'form-answer' | 'payment-alert' | 'refund' | 'order-return' | 'return-notice' | 'order-notice' | 'editor-invitation' | 'review-request' | 'gift-voucher';

export interface QueuedMail {
  idSite: number;
  to: string;
  lang: Locale;
  kind: MailKind;
  mail: RenderedMail;
  createdAt: string;
  /** The order it is about (so that a mail the order's later state makes wrong can be dropped unsent). */
  orderId?: number;
  /** Not sent before this time (ISO): null or absent = at once. */
  notBefore?: string;
  /** `Reply-To`: the visitor's address on a mail to the company about their message. */
  replyTo?: string | null;
}

/**
 * Puts a mail in the outbox. Call it with the transaction of the mail's cause, so the mail
 * exists exactly when its cause was committed; the mail worker sends it afterwards.
 */
export async function queueMail(db: Kysely<Database> | Transaction<Database>, queued: QueuedMail): Promise<void> {
  await db.insertInto('outbox').values({
    idSite: queued.idSite,
    toAddress: queued.to,
    lang: queued.lang,
    kind: queued.kind,
    subject: queued.mail.subject,
    body: queued.mail.text,
    html: queued.mail.html,
    createdAt: queued.createdAt,
    nextAttemptAt: queued.notBefore ?? null,
    orderId: queued.orderId ?? null,
    replyTo: queued.replyTo ?? null,
    claimedUntil: null,
    sentAt: null,
    lastError: null,
  }).execute();
}
