import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { ConfigStore } from '../config/config-store.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { emlTransport, smtpTransport, type MailTransport } from './mail-transport.ts';
import { startMailWorker, type MailWorker, type MailWorkerOptions } from './mail-worker.ts';
import { outboxMailbox, type Mailbox } from './outbox-mailbox.ts';
import { siteDisplayName } from './render-mail.ts';

/** Test and tuning knobs of the worker (poll and retry timings, clock). */
export type MailWorkerTuning = Partial<Pick<MailWorkerOptions, 'pollMs' | 'retryBaseMs' | 'maxRetryMs' | 'leaseMs' | 'now'>>;

/** The domain of every Message-ID (`<outbox-42@vitrine.mail>`): one per outbox row, whoever sends it. */
export const MESSAGE_DOMAIN = 'vitrine.mail';

/** The Message-ID of an outbox row: stable, so a mail sent twice (at-least-once) is recognisable. */
export function outboxMessageId(id: number): string {
  return `<outbox-${id}@${MESSAGE_DOMAIN}>`;
}

/** The folder of the `.eml` files written without SMTP_URL. */
export function mailFolder(dataDir: string): string {
  return join(dataDir, 'mail');
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '') || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** The From of a site's mails: `MAIL_FROM` when set, else the site's name at `no-reply@<the site's domain>`. */
export function mailFromFor(config: ConfigStore, env: NodeJS.ProcessEnv): (idSite: number) => string {
  return (idSite) => {
    if (env.MAIL_FROM?.trim()) return env.MAIL_FROM.trim();
    const site = config.site(idSite);
    if (!site) return 'no-reply@localhost';
    const name = siteDisplayName(site).replace(/["\\\r\n]/g, '');
    return `"${name}" <no-reply@${hostOf(site.site.json.info.url)}>`;
  };
}

/**
 * `MAIL_LEASE_SECONDS`: how long a claimed mail is held before another worker may take it over
 * (default 300). At least 30: longer than one SMTP exchange may last (15 s timeouts), or a slow
 * send would be taken over and sent twice.
 */
export function mailLeaseMs(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.MAIL_LEASE_SECONDS?.trim();
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 30) throw new Error(`MAIL_LEASE_SECONDS must be a whole number of seconds, 30 or more, got "${raw}"`);
  return seconds * 1000;
}

/**
 * The development mailbox (`/_mail`) when mails are not sent over SMTP: read from the outbox, so
 * every instance lists every mail, including on instances that run no worker (`WORKERS=0`).
 */
export function mailboxOf(input: { db: Kysely<Database>; config: ConfigStore; env: NodeJS.ProcessEnv }): Mailbox | null {
  if (input.env.SMTP_URL?.trim()) return null;
  return outboxMailbox({ db: input.db, fromFor: mailFromFor(input.config, input.env), messageId: outboxMessageId });
}

/**
 * Starts the mail worker of a server: over SMTP when `SMTP_URL` is set, else as `.eml` files in
 * `$DATA_DIR/mail`. Mails leave as `MAIL_FROM` when set, else as the site's name at
 * `no-reply@<the site's domain>`.
 */
export function startMail(input: { db: Kysely<Database>; config: ConfigStore; log: Logger; dataDir: string; env: NodeJS.ProcessEnv; tuning?: MailWorkerTuning }): MailWorker & { transport: MailTransport } {
  const smtpUrl = input.env.SMTP_URL?.trim();
  const transport = smtpUrl ? smtpTransport(smtpUrl) : emlTransport(mailFolder(input.dataDir));
  const leaseMs = mailLeaseMs(input.env);
  const worker = startMailWorker({
    db: input.db, transport, fromFor: mailFromFor(input.config, input.env), messageId: outboxMessageId, log: input.log,
    ...(leaseMs ? { leaseMs } : {}), ...input.tuning,
  });
  input.log.info(`mail: delivered as ${transport.describe}`);
  return { ...worker, transport };
}
