import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { queueMail, type QueuedMail } from '../mail/queue-mail.ts';

export interface PasswordResetLink {
  userId: number;
  tokenHash: string;
  expiresAt: string;
  /** The reset mail, put in the outbox in the same transaction (the mail worker sends it). */
  mail: QueuedMail;
}

/** Stores a single-use, expiring reset token and queues its mail, all or nothing. */
export async function storePasswordReset(db: Kysely<Database>, link: PasswordResetLink): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('passwordResets').values({ tokenHash: link.tokenHash, userId: link.userId, usedAt: null, expiresAt: link.expiresAt }).execute();
    await queueMail(trx, link.mail);
  });
}
