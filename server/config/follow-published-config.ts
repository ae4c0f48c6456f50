import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { unpackConfigBundle } from './config-bundle.ts';
import { latestConfigVersion, readConfigBundle } from './publish-config.ts';

export interface PublishedConfig {
  /** The folder the config store and the web server read: a link to the served version's files. */
  root: string;
  /** The version served now. */
  version(): string;
  /** Called after the link points at a newer version (the config store reloads then). */
  onVersion(listener: (version: string) => void): void;
  /** Checks the database for a newer version now (the poll calls it). */
  check(): Promise<void>;
  stop(): void;
}

/** `<folder>/current` → `<folder>/<version>`, swapped atomically (a new link renamed over the old). */
function pointAt(folder: string, version: string): void {
  const link = join(folder, 'current');
  const temp = join(folder, `.current-${randomBytes(6).toString('hex')}`);
  symlinkSync(version, temp, 'dir');
  renameSync(temp, link);
}

/** Writes a version's files once (to a temporary folder renamed into place: never half a version). */
function materialize(folder: string, version: string, files: Record<string, string>): void {
  const target = join(folder, version);
  if (existsSync(target)) return;
  const temp = join(folder, `.${version}-${randomBytes(6).toString('hex')}`);
  unpackConfigBundle(files, temp);
  try {
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
}

/** Removes the versions other than the current and the one before it. */
function prune(folder: string, keep: readonly string[]): void {
  for (const name of readdirSync(folder)) {
    if (name === 'current' || keep.includes(name) || name.startsWith('.')) continue;
    rmSync(join(folder, name), { recursive: true, force: true });
  }
}

/**
 * Serves the newest configuration published in the database (`CONFIG_SOURCE=database`,
 * decision 0035): its files are written once under `folder/<version>/`, `folder/current` links to
 * them, and the database is asked every `pollMs` (default 2 s) for a newer version, which is
 * written and linked, then announced. Fails when nothing was published yet.
 */
export async function followPublishedConfig(input: { db: Kysely<Database>; folder: string; log: Logger; pollMs?: number }): Promise<PublishedConfig> {
  const { db, folder, log } = input;
  mkdirSync(folder, { recursive: true });
  const first = await latestConfigVersion(db);
  if (!first) throw new Error('CONFIG_SOURCE=database, but no configuration was published yet: run `npm run publish-config` (with the same DATABASE_URL) first');
  const listeners = new Set<(version: string) => void>();
  let served = { id: 0, version: '' };
  let previous = '';
  const switchTo = async (latest: { id: number; version: string }) => {
    if (latest.version !== served.version) {
      const bundle = await readConfigBundle(db, latest.id);
      if (!bundle) return;
      materialize(folder, bundle.version, bundle.files);
      pointAt(folder, bundle.version);
      previous = served.version;
      log.info(`config: serving published version ${bundle.version.slice(0, 12)}`);
    }
    served = latest;
    prune(folder, [served.version, previous].filter(Boolean));
  };
  await switchTo(first);
  let stopped = false;
  let checking: Promise<void> | null = null;
  const check = () => {
    checking ??= (async () => {
      const latest = await latestConfigVersion(db);
      if (!latest || latest.id === served.id) return;
      const before = served.version;
      await switchTo(latest);
      if (served.version !== before) for (const listener of listeners) listener(served.version);
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
