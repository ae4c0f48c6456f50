import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';

export interface ContactMessage {
  idSite: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  createdAt: string;
}

/**
 * Stores a contact message and runs `notify` in the same transaction (the caller queues the
 * company's notice in the outbox, sent later: no SMTP call here); both land or neither does.
 * Answers the message's id.
 */
export async function storeContactMessage(db: Kysely<Database>, message: ContactMessage, notify: (trx: Transaction<Database>) => Promise<void>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('contactMessages').values(message).returning('id').executeTakeFirstOrThrow();
    await notify(trx);
    return inserted.id;
  });
}
