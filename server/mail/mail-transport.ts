import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailboxEntry } from '../../schemas/mail/mailbox-entry.ts';

/** One mail handed to a transport. `messageId` is stable per outbox row, so a resend is recognisable. */
export interface OutgoingMail {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** `Reply-To`, when a reply should not go to `from` (null: none). */
  replyTo?: string | null;
  messageId: string;
  date: Date;
}

export interface MailTransport {
  /** Where mails go, for the start-up log (`smtp://host:port` or the .eml folder). */
  describe: string;
  /** Resolves once the mail is accepted (SMTP) or written (.eml); rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function messageOf(mail: OutgoingMail) {
  return {
    from: mail.from, to: mail.to, subject: mail.subject, text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    messageId: mail.messageId, date: mail.date,
  };
}

/** Delivery over SMTP with nodemailer (`smtp://user:pass@host:port`, `smtps://…`). */
export function smtpTransport(smtpUrl: string, timeoutMs = 15_000): MailTransport {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//…"`);
  const transporter = nodemailer.createTransport({
    url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    describe: `smtp://${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 25)}`,
    async send(mail) {
      await transporter.sendMail(messageOf(mail));
    },
    close: () => transporter.close(),
  };
}

const emlRenderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** The bytes of a mail as an `.eml` file (the file transport writes them; `/_mail/{id}/eml` answers them). */
export async function renderEml(mail: OutgoingMail): Promise<Buffer> {
  const info = await emlRenderer.sendMail(messageOf(mail));
  return info.message as Buffer;
}

/** What `/_mail` lists of a mail (server/mail/outbox-mailbox.ts), and the `.json` written beside each `.eml`. */

/**
 * Without SMTP: each mail becomes `<folder>/<id>.eml`, with `<id>.json` beside it for the
 * mailbox page (each written to a temporary name, then renamed, so the mailbox never reads half
 * a file; a second write of the same row replaces it).
 */
export function emlTransport(folder: string): MailTransport {
  return {
    describe: `.eml files in ${folder}`,
    async send(mail) {
      const bytes = await renderEml(mail);
      await mkdir(folder, { recursive: true });
      const name = emlFileName(mail.id);
      const temp = join(folder, `.${name}.tmp`);
      await writeFile(temp, bytes);
      await rename(temp, join(folder, name));
      const entry: MailboxEntry = { id: mail.id, from: mail.from, to: mail.to, subject: mail.subject, date: mail.date.toISOString(), text: mail.text, html: mail.html };
      const tempJson = join(folder, `.${name}.json.tmp`);
      await writeFile(tempJson, JSON.stringify(entry));
      await rename(tempJson, join(folder, name.replace(/\.eml$/, '.json')));
    },
    close: () => undefined,
  };
}

/** `000000000042.eml`: names sort in the order mails were queued. */
export function emlFileName(id: number): string {
  return `${String(id).padStart(12, '0')}.eml`;
}
