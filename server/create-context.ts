import type { StoreBlockChecks } from '../schemas/validation/check-site-file.ts';
import { seedAdmins } from './account/seed-admins.ts';
import { openConfig } from './config/open-config.ts';
import type { ApiContext } from './context.ts';
import type { ServedConfig } from './http/health.ts';
import { createDatabase } from './db/create-database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { blobStoreFromEnv } from './files/blob-store-from-env.ts';
import { fileLinksFromEnv } from './files/file-links-from-env.ts';
import { createFileStore } from './files/file-store.ts';
import { createLogger, type Logger } from './logger.ts';
import { dataDirFromEnv, siteConfigsFromEnv } from './paths.ts';
import type { MailWorker } from './mail/mail-worker.ts';
import type { Mailbox } from './mail/outbox-mailbox.ts';
import { mailboxOf, startMail, type MailWorkerTuning } from './mail/start-mail.ts';
import { startRefundWorker, type RefundWorker, type RefundWorkerTuning } from './shop/payment/refund-worker.ts';

export interface CreateContextOptions {
  /**
   * The blocks' props validators and types (host/block-server/block-checks.server.ts), handed in by
   * the entry point: server/ does not import blocks/.
   */
  checks: StoreBlockChecks;
  /** Environment to read (default `process.env`): DATA_DIR, SITE_CONFIGS, SITE, DATABASE_URL, ADMIN_*. */
  env?: NodeJS.ProcessEnv;
  /** Overrides `$DATA_DIR` (tests pass a temp folder). */
  dataDir?: string;
  /** Overrides `$SITE_CONFIGS`. */
  siteConfigs?: string;
  log?: Logger;
  /** Watch site-configs for changes (default true). */
  watch?: boolean;
  now?: () => Date;
  /**
   * Mail worker timings (tests shorten them); `false` starts no worker, nor does `WORKERS=0` in
   * `env`. SMTP_URL, MAIL_FROM and MAIL_LEASE_SECONDS come from `env`.
   */
  mail?: MailWorkerTuning | false;
  /** The refund worker's timings (server/shop/payment/refund-worker.ts); `false` starts none, nor does `WORKERS=0`. */
  refunds?: RefundWorkerTuning | false;
}

/** The API context plus `close()` (stops the mail worker and the watcher, closes the database). */
export interface ContextHandle extends ApiContext {
  /** The outbox's worker (absent with `mail: false`). */
  mail: MailWorker | null;
  /** The worker that sends refunds left pending by a provider's outage (absent with `refunds: false` or `WORKERS=0`). */
  refunds: RefundWorker | null;
  /** The delivered mails when they are not sent over SMTP (`/_mail` lists them from the database), else null. */
  mailbox: Mailbox | null;
  /** The folder the configuration is read from (`$SITE_CONFIGS`, or the published version's files). */
  siteConfigs: string;
  /** The configuration version served (`GET /healthz`). */
  configVersion(): string;
  /** The version served and the newest published one refused, if any (`GET /healthz`). */
  servedConfig(): ServedConfig;
  close(): Promise<void>;
}

/** `WORKERS=0`: this instance runs no background work (mail worker, refund worker, layout previews); default on. */
export function workersEnabled(env: NodeJS.ProcessEnv): boolean {
  return env.WORKERS?.trim() !== '0';
}

/** Builds the context: database (migrated), config store (loaded, watched), file store, seeds. */
export async function createContext(options: CreateContextOptions): Promise<ContextHandle> {
  const env = options.env ?? process.env;
  const log = options.log ?? createLogger();
  const now = options.now ?? (() => new Date());
  const dataDir = options.dataDir ?? dataDirFromEnv(env);
  const db = createDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
  try {
    await migrateToLatest(db as never);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  let opened;
  try {
    opened = await openConfig({
      db, env, dataDir, siteConfigs: options.siteConfigs ?? siteConfigsFromEnv(env), checks: options.checks, log, watch: options.watch ?? true,
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const { config } = opened;
  const files = createFileStore(db, blobStoreFromEnv(env, dataDir), fileLinksFromEnv(db, env, now), now);
  const mail = options.mail === false || !workersEnabled(env) ? null : startMail({ db, config, log, dataDir, env, tuning: { now, ...(options.mail ?? {}) } });
  const ctx: ContextHandle = {
    db,
    config,
    files,
    log,
    now,
    env,
    checks: options.checks,
    mail,
    refunds: null,
    mailbox: mailboxOf({ db, config, env }),
    siteConfigs: opened.root,
    configVersion: opened.version,
    servedConfig: () => {
      const refused = opened.refused();
      return { version: opened.version(), ...(refused ? { refused } : {}) };
    },
    close: async () => {
      await ctx.refunds?.stop();
      await mail?.stop();
      await opened.close();
      await db.destroy();
    },
  };
  if (options.refunds !== false && workersEnabled(env)) ctx.refunds = startRefundWorker({ ctx, ...(options.refunds ?? {}) });
  const seeded = await seedAdmins(ctx, env);
  if (seeded.length > 0) log.info(`seeded SUPER_ADMIN ${env.ADMIN_EMAIL} for sites ${seeded.join(', ')}`);
  return ctx;
}
