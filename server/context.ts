import type { Kysely } from 'kysely';
import type { ConfigStore } from './config/config-store.ts';
import type { Database } from './db/database.ts';
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
}
