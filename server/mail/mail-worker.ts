import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { pollEvery } from '../poll-every.ts';
import { claimNextMail, markMailFailed, markMailSent, retryDelayMs } from './claim-mail.ts';
import type { MailTransport } from './mail-transport.ts';

export interface MailWorkerOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  /** The From address of a site's mails. */
  fromFor: (idSite: number) => string;
  /** The Message-ID of an outbox row (`<outbox-42@vitrine.mail>`): the same at every attempt. */
  messageId: (id: number) => string;
  log: Logger;
  now?: () => Date;
  /** How often the outbox is read when idle (default 2 s). */
  pollMs?: number;
  /** First retry delay, doubled at each failure (default 30 s), up to `maxRetryMs` (default 1 h). */
  retryBaseMs?: number;
  maxRetryMs?: number;
  /** How long a claim holds a mail before another worker may take it (default 5 min). */
  leaseMs?: number;
}

export interface MailWorker {
  /** Sends every mail due now; resolves when none is left (tests and shutdown use it). */
  drain(): Promise<{ sent: number; failed: number }>;
  /** Stops polling and waits for the mail being sent. */
  stop(): Promise<void>;
}

/**
 * Delivers the outbox: claims one due mail at a time (claim-mail.ts), hands it to the transport,
 * marks it sent, or schedules a retry with exponential backoff. A mail stays in the outbox until
 * the transport accepted it, so an SMTP outage loses nothing; its Message-ID is fixed per row.
 * Delivery is at-least-once: a worker that dies after the SMTP server accepted a mail and before
 * marking it sent leaves it to be sent again when its lease ends, with the same Message-ID
 * (decision 0035).
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 2000;
  const base = options.retryBaseMs ?? 30_000;
  const maxRetry = options.maxRetryMs ?? 3_600_000;
  const leaseMs = options.leaseMs ?? 300_000;

  const sendDue = async (stopped: () => boolean): Promise<{ sent: number; failed: number }> => {
    let sent = 0;
    let failed = 0;
    while (!stopped()) {
      const at = now();
      const row = await claimNextMail(options.db, at.toISOString(), new Date(at.getTime() + leaseMs).toISOString());
      if (!row) break;
      try {
        await options.transport.send({
          id: row.id, from: options.fromFor(row.idSite), to: row.toAddress, subject: row.subject, text: row.body, html: row.html, replyTo: row.replyTo,
          messageId: options.messageId(row.id), date: new Date(row.createdAt),
        });
        await markMailSent(options.db, row, now().toISOString());
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retryAt = new Date(now().getTime() + retryDelayMs(row.attempts, base, maxRetry)).toISOString();
        await markMailFailed(options.db, row, retryAt, message);
        options.log.warn(`[mail] mail ${row.id} to ${row.toAddress} not sent (attempt ${row.attempts}), retry at ${retryAt}: ${message}`);
        failed += 1;
        // A failing transport is likely down for every mail: wait for the next poll.
        break;
      }
    }
    return { sent, failed };
  };

  const polled = pollEvery({
    pollMs,
    firstMs: 0,
    work: sendDue,
    onError: (error) => options.log.error(`[mail] outbox read failed: ${error instanceof Error ? error.message : String(error)}`),
  });

  return {
    drain: polled.drain,
    stop: async () => {
      await polled.stop();
      options.transport.close();
    },
  };
}
