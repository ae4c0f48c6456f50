import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { ConfigStore } from '../config/config-store.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { emlTransport, smtpTransport, type MailTransport } from './mail-transport.ts';
import { startMailWorker, type MailWorker, type MailWorkerOptions } from './mail-worker.ts';
import { siteDisplayName } from './render-mail.ts';

/** Test and tuning knobs of the worker (poll and retry timings, clock). */
export type MailWorkerTuning = Partial<Pick<MailWorkerOptions, 'pollMs' | 'retryBaseMs' | 'maxRetryMs' | 'leaseMs' | 'now'>>;

/** The folder of the `.eml` files written without SMTP_URL (and listed by `/_mail`). */
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

/**
 * Starts the mail worker of a server: over SMTP when `SMTP_URL` is set, else as `.eml` files in
 * `$DATA_DIR/mail`. Mails leave as `MAIL_FROM` when set, else as the site's name at
 * `no-reply@<the site's domain>`.
 */
export function startMail(input: { db: Kysely<Database>; config: ConfigStore; log: Logger; dataDir: string; env: NodeJS.ProcessEnv; tuning?: MailWorkerTuning }): MailWorker & { transport: MailTransport } {
  const smtpUrl = input.env.SMTP_URL?.trim();
  const transport = smtpUrl ? smtpTransport(smtpUrl) : emlTransport(mailFolder(input.dataDir));
  const fromFor = (idSite: number): string => {
    if (input.env.MAIL_FROM?.trim()) return input.env.MAIL_FROM.trim();
    const site = input.config.site(idSite);
    if (!site) return 'no-reply@localhost';
    const name = siteDisplayName(site).replace(/["\\\r\n]/g, '');
    return `"${name}" <no-reply@${hostOf(site.site.json.info.url)}>`;
  };
  const worker = startMailWorker({ db: input.db, transport, fromFor, messageDomain: 'vitrine.mail', log: input.log, ...input.tuning });
  input.log.info(`mail: delivered as ${transport.describe}`);
  return { ...worker, transport };
}
