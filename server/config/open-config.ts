import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { StoreBlockChecks } from '../../schemas/validation/check-site-file.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { createConfigStore, type ConfigStore } from './config-store.ts';
import { followPublishedConfig, type RefusedConfig } from './follow-published-config.ts';

/** Where instances read their configuration: `files` (a folder, watched) or `database` (the newest published bundle). */
export type ConfigSource = 'files' | 'database';

/** `CONFIG_SOURCE`: `files` (default) or `database`. */
export function configSourceFromEnv(env: NodeJS.ProcessEnv): ConfigSource {
  const raw = env.CONFIG_SOURCE?.trim() || 'files';
  if (raw !== 'files' && raw !== 'database') throw new Error(`CONFIG_SOURCE must be "files" or "database", got "${raw}"`);
  return raw;
}

export interface OpenedConfig {
  config: ConfigStore;
  /** The folder the web server reads site files from (fonts, media, site.json). */
  root: string;
  /** The version served: the published bundle's, or a hash of the documents read from the folder. */
  version(): string;
  /** The newest published version when it was refused (the version served is older); never with `files`. */
  refused(): RefusedConfig | undefined;
  close(): Promise<void>;
}

/**
 * The configuration of one instance. `files`: the `siteConfigs` folder, watched and reloaded on
 * change (one server, development). `database`: the newest valid bundle of `npm run publish-config`,
 * written under `$DATA_DIR/published-config/` and followed every 2 s (many servers, decision 0035);
 * a version is validated whole before the store and the pages switch to it (followPublishedConfig).
 */
export async function openConfig(input: {
  db: Kysely<Database>; env: NodeJS.ProcessEnv; dataDir: string; siteConfigs: string; checks: StoreBlockChecks; log: Logger; watch: boolean; pollMs?: number;
}): Promise<OpenedConfig> {
  const defaultSite = input.env.SITE ? { defaultSite: input.env.SITE } : {};
  if (configSourceFromEnv(input.env) === 'files') {
    const config = createConfigStore({ root: input.siteConfigs, log: input.log, checks: input.checks, watch: input.watch, ...defaultSite });
    await config.ready();
    return { config, root: input.siteConfigs, version: () => config.version(), refused: () => undefined, close: () => config.close() };
  }
  const published = await followPublishedConfig({
    db: input.db, folder: join(input.dataDir, 'published-config'), log: input.log, checks: input.checks, ...(input.pollMs ? { pollMs: input.pollMs } : {}),
  });
  const config = createConfigStore({ root: published.root, log: input.log, checks: input.checks, watch: false, ...defaultSite });
  published.onVersion(() => config.reload());
  return {
    config,
    root: published.root,
    version: () => published.version(),
    refused: () => published.refused(),
    close: async () => {
      published.stop();
      await config.close();
    },
  };
}
