import type { Kysely } from 'kysely';
import type { ConfigStore } from './config/config-store.ts';
import type { Database } from './db/database.ts';
import type { StoreBlockChecks } from '../schemas/validation/check-site-file.ts';
import type { FileStore } from './files/file-store.ts';
import type { Logger } from './logger.ts';

/** Everything a route module needs; built by `createContext()` (server/create-context.ts). */
export interface ApiContext {
  db: Kysely<Database>;
  config: ConfigStore;
  files: FileStore;
  log: Logger;
  now: () => Date;
  /** The environment it was built from (payment credentials, decision 0037); `process.env` when absent. */
  env?: NodeJS.ProcessEnv;
  /** The blocks' checks the configuration is validated with (the editor validates drafts with them). */
  checks?: StoreBlockChecks;
  /** The configuration version this instance serves (`/healthz`); the config store's when absent. */
  configVersion?: () => string;
}
