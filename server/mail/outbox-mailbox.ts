import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { OutboxRow } from './claim-mail.ts';
import { renderEml, type OutgoingMail } from './mail-transport.ts';
import type { MailboxEntry } from '../../schemas/mail/mailbox-entry.ts';

/** The mails `/_mail` shows: read from the database, so every instance lists every mail. */
export interface Mailbox {
  /** The delivered mails, newest first (at most `limit`, default 500). */
  list(limit?: number): Promise<MailboxEntry[]>;
  one(id: number): Promise<MailboxEntry | null>;
  /** The mail as an `.eml` file (the same Message-ID as the one delivered). */
  eml(id: number): Promise<Buffer | null>;
}

export interface OutboxMailboxOptions {
  db: Kysely<Database>;
  fromFor: (idSite: number) => string;
  messageId: (id: number) => string;
}

/**
 * The development mailbox over the outbox table: the mails the worker delivered (as `.eml`
 * files, on whichever instance claimed them), whichever instance asks (decision 0035).
 */
export function outboxMailbox(options: OutboxMailboxOptions): Mailbox {
  const entryOf = (row: OutboxRow): MailboxEntry => ({
    id: row.id, from: options.fromFor(row.idSite), to: row.toAddress, subject: row.subject, date: new Date(row.createdAt).toISOString(), text: row.body, html: row.html,
  });
  const row = (id: number) => options.db.selectFrom('outbox').selectAll().where('id', '=', id).where('sentAt', 'is not', null).executeTakeFirst();
  return {
    list: async (limit = 500) => {
      const rows = await options.db.selectFrom('outbox').selectAll().where('sentAt', 'is not', null)
        .orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map(entryOf);
    },
    one: async (id) => {
      const found = await row(id);
      return found ? entryOf(found) : null;
    },
    eml: async (id) => {
      const found = await row(id);
      if (!found) return null;
      const entry = entryOf(found);
      const mail: OutgoingMail = { ...entry, messageId: options.messageId(id), date: new Date(found.createdAt) };
      return renderEml(mail);
    },
  };
}
