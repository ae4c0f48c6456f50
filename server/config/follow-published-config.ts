import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { BlockChecks } from '../../schemas/validation/check-site-file.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { configVersionBefore, latestConfigVersion, readConfigBundle, type ConfigRow } from './publish-config.ts';
import { stageConfigVersion } from './stage-config-version.ts';

/** A published version this instance does not serve, and why (`/healthz` reports it). */
export interface RefusedConfig {
  version: string;
  reason: string;
}

export interface PublishedConfig {
  /** The folder the config store and the web server read: a link to the served version's files. */
  root: string;
  /** The version served now. */
  version(): string;
  /** The newest published version, when it was refused (the one served is older); undefined otherwise. */
  refused(): RefusedConfig | undefined;
  /** Called after the link points at a newer version (the config store reloads then). */
  onVersion(listener: (version: string) => void): void;
  /** Checks the database for a newer version now (the poll calls it). */
  check(): Promise<void>;
  stop(): void;
}

/** A temporary folder older than this is what a stopped instance left behind (the prune removes it). */
const STALE_TEMP_MS = 10 * 60_000;

/** `<folder>/current` → `<folder>/<version>`, swapped atomically (a new link renamed over the old). */
function pointAt(folder: string, version: string): void {
  const link = join(folder, 'current');
  const temp = join(folder, `.current-${randomBytes(6).toString('hex')}`);
  symlinkSync(version, temp, 'dir');
  renameSync(temp, link);
}

/** Removes the versions other than the current and the one before it, and temporary folders left by a stopped instance. */
function prune(folder: string, keep: readonly string[], now = Date.now()): void {
  for (const name of readdirSync(folder)) {
    if (name === 'current' || keep.includes(name)) continue;
    if (name.startsWith('.')) {
      // Another instance sharing the folder may be writing this one now: only an old one goes.
      let mtime: number;
      try {
        mtime = statSync(join(folder, name)).mtimeMs;
      } catch {
        continue;
      }
      if (now - mtime < STALE_TEMP_MS) continue;
    }
    rmSync(join(folder, name), { recursive: true, force: true });
  }
}

/**
 * Serves the newest valid configuration published in the database (`CONFIG_SOURCE=database`,
 * decision 0035). A newer row is downloaded once and applied whole or not at all: its files are
 * checked (JSON, paths inside the folder, version), written to a temporary folder and validated
 * there as `npm run validate` does (stageConfigVersion); only then is the version renamed to
 * `folder/<version>/`, `folder/current` linked to it, and the change announced — so the API's
 * config store and the web pages, both reading `current`, switch together. A refused row keeps the
 * version served, is reported by `refused()` and is not downloaded again; a newer row replaces it.
 * The database is asked every `pollMs` (default 2 s). At start, an unusable newest row is logged
 * and the rows before it are tried, newest first. Fails when no row is usable.
 */
export async function followPublishedConfig(input: {
  db: Kysely<Database>; folder: string; log: Logger; checks: BlockChecks; pollMs?: number;
}): Promise<PublishedConfig> {
  const { db, folder, log, checks } = input;
  mkdirSync(folder, { recursive: true });
  const listeners = new Set<(version: string) => void>();
  let served: ConfigRow = { id: 0, version: '' };
  let previous = '';
  let refused: (RefusedConfig & { id: number }) | undefined;
  const refusedVersions = new Map<string, string>();

  /** Serves row `row` when it is usable (downloaded and validated once); else remembers why not. */
  const tryRow = async (row: ConfigRow): Promise<boolean> => {
    if (row.version === served.version) {
      served = row;
      if (refused && refused.id < row.id) refused = undefined;
      return true;
    }
    let reason = refusedVersions.get(row.version);
    if (reason === undefined) {
      const bundle = await readConfigBundle(db, row.id);
      if (!bundle) return false;
      const staged = bundle.ok ? stageConfigVersion(folder, bundle, checks) : bundle;
      if (staged.ok) {
        pointAt(folder, row.version);
        previous = served.version;
        served = row;
        if (refused && refused.id < row.id) refused = undefined;
        log.info(`config: serving published version ${row.version.slice(0, 12)}`);
        prune(folder, [served.version, previous].filter(Boolean));
        for (const listener of listeners) listener(served.version);
        return true;
      }
      reason = staged.reason;
      refusedVersions.set(row.version, reason);
    }
    if (!refused || refused.id < row.id) refused = { id: row.id, version: row.version, reason };
    log.warn(`config: published version ${row.version.slice(0, 12)} (row ${row.id}) refused, ${served.version ? `still serving ${served.version.slice(0, 12)}` : 'trying the one before'}: ${reason}`);
    return false;
  };

  const latest = await latestConfigVersion(db);
  if (!latest) throw new Error('CONFIG_SOURCE=database, but no configuration was published yet: run `npm run publish-config` (with the same DATABASE_URL) first');
  for (let row: ConfigRow | undefined = latest; !(await tryRow(row)); ) {
    row = await configVersionBefore(db, row.id);
    if (!row) throw new Error(`CONFIG_SOURCE=database, but no published configuration is usable (the newest, ${latest.version.slice(0, 12)}, was refused: ${refused?.reason ?? 'unknown'}): fix it and run \`npm run publish-config\` again`);
  }
  if (refused) log.warn(`config: started on published version ${served.version.slice(0, 12)} (row ${served.id}), the newest valid one: version ${refused.version.slice(0, 12)} (row ${refused.id}) was refused: ${refused.reason}`);

  let stopped = false;
  let checking: Promise<void> | null = null;
  const check = () => {
    checking ??= (async () => {
      const row = await latestConfigVersion(db);
      if (!row || row.id === served.id || row.id === refused?.id) return;
      await tryRow(row);
    })().finally(() => { checking = null; });
    return checking;
  };
  const timer = setInterval(() => {
    if (stopped) return;
    check().catch((error: unknown) => log.warn(`config: published version not read: ${error instanceof Error ? error.message : String(error)}`));
  }, input.pollMs ?? 2000);
  timer.unref();
  return {
    root: join(folder, 'current'),
    version: () => served.version,
    refused: () => (refused ? { version: refused.version, reason: refused.reason } : undefined),
    onVersion: (listener) => { listeners.add(listener); },
    check,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}

/** The version a link points at (tests). */
export function linkedVersion(folder: string): string {
  return readlinkSync(join(folder, 'current'));
}
