import type { StoreBlockChecks } from '../schemas/validation/check-site-file.ts';
import { seedAdmins } from './account/seed-admins.ts';
import { createConfigStore } from './config/config-store.ts';
import type { ApiContext } from './context.ts';
import { createDatabase } from './db/create-database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { blobStoreFromEnv } from './files/blob-store-from-env.ts';
import { fileLinksFromEnv } from './files/file-links-from-env.ts';
import { createFileStore } from './files/file-store.ts';
import { createLogger, type Logger } from './logger.ts';
import { dataDirFromEnv, siteConfigsFromEnv } from './paths.ts';
import type { MailWorker } from './mail/mail-worker.ts';
import { mailFolder, startMail, type MailWorkerTuning } from './mail/start-mail.ts';

export interface CreateContextOptions {
  /**
   * The blocks' props validators and types (runtime/blocks/block-checks.server.ts), handed in by
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
  /** Mail worker timings (tests shorten them); `false` starts no worker. SMTP_URL and MAIL_FROM come from `env`. */
  mail?: MailWorkerTuning | false;
}

/** The API context plus `close()` (stops the mail worker and the watcher, closes the database). */
export interface ContextHandle extends ApiContext {
  /** The outbox's worker (absent with `mail: false`). */
  mail: MailWorker | null;
  /** The folder of the `.eml` files when mails are not sent over SMTP (for `/_mail`), else null. */
  mailDir: string | null;
  close(): Promise<void>;
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
  const config = createConfigStore({
    root: options.siteConfigs ?? siteConfigsFromEnv(env),
    log,
    checks: options.checks,
    watch: options.watch ?? true,
    ...(env.SITE ? { defaultSite: env.SITE } : {}),
  });
  await config.ready();
  const files = createFileStore(db, blobStoreFromEnv(env, dataDir), fileLinksFromEnv(db, env, now), now);
  const mail = options.mail === false ? null : startMail({ db, config, log, dataDir, env, tuning: { now, ...(options.mail ?? {}) } });
  const ctx: ContextHandle = {
    db,
    config,
    files,
    log,
    now,
    mail,
    mailDir: mail && !env.SMTP_URL?.trim() ? mailFolder(dataDir) : null,
    close: async () => {
      await mail?.stop();
      await config.close();
      await db.destroy();
    },
  };
  const seeded = await seedAdmins(ctx, env);
  if (seeded.length > 0) log.info(`seeded SUPER_ADMIN ${env.ADMIN_EMAIL} for sites ${seeded.join(', ')}`);
  return ctx;
}
