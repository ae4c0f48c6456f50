import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { createHostResolver } from '../../rules/create-host-resolver.ts';
import type { StoreBlockChecks } from '../../schemas/validation/check-site-file.ts';
import { formatFileError } from '../../schemas/errors/format-file-error.ts';
import type { FileError } from '../../schemas/validation/validate-sites.server.ts';
import type { Logger } from '../logger.ts';
import { buildLoadedSite, type LoadedSite, type StoredDocument } from './loaded-site.ts';
import { readSiteFolder, listSiteFolders } from './read-site-folder.ts';
import { watchFolder, type FolderWatch } from './watch-folder.ts';

export interface ConfigStoreOptions {
  /** The `site-configs/` folder. */
  root: string;
  log: Logger;
  /** The blocks' props validators and registered types (loadBlockChecks). */
  checks: StoreBlockChecks;
  /** Watch the folder and reload on change (default true). */
  watch?: boolean;
  /** Debounce of the watcher, in ms (default 50). */
  debounceMs?: number;
  /** The site bare `localhost` / `127.0.0.1` / `[::1]` stand for (`$SITE`). */
  defaultSite?: string;
}

/** Every site's configuration, in memory, indexed; reloaded when files change. */
export interface ConfigStore {
  site(idSite: number): LoadedSite | undefined;
  /** By `Host` header (see `createHostResolver`): site.json `hosts`, `<name>.localhost`, bare localhost → `defaultSite`. */
  siteByHost(host: string | null | undefined): LoadedSite | undefined;
  sites(): LoadedSite[];
  /** Re-reads every folder now (the watcher calls this); invalid files keep their last good version. */
  reload(): void;
  /** Current problems as `npm run validate` prints them (`site/file:line:column  pointer  message`). */
  problems(): string[];
  /** The problems of one site folder, located in its files (paths `site/file`, from the root). */
  siteProblems(name: string): FileError[];
  /** sha256 of the documents served (their paths and hashes): changes when any served document does. */
  version(): string;
  /** Called after each reload; returns an unsubscribe function. */
  onChange(listener: () => void): () => void;
  /** Resolves once the watcher follows the folder (at once when not watching). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

function documentsVersion(sites: ReadonlyMap<string, ReadonlyMap<string, StoredDocument>>): string {
  const hash = createHash('sha256');
  for (const name of [...sites.keys()].sort()) {
    const documents = sites.get(name)!;
    for (const path of [...documents.keys()].sort()) hash.update(`${name}/${path}\0${documents.get(path)!.hash}\n`);
  }
  return hash.digest('hex');
}

/** Loads every folder of `root` now, then watches it (watchFolder, debounced). */
export function createConfigStore(options: ConfigStoreOptions): ConfigStore {
  const { root, log } = options;
  const lastGood = new Map<string, Map<string, StoredDocument>>();
  const logged = new Set<string>();
  const listeners = new Set<() => void>();
  let byId = new Map<number, LoadedSite>();
  let byHost: (host: string | null | undefined) => LoadedSite | undefined = () => undefined;
  let problems = new Map<string, FileError[]>();
  let version = '';

  const reload = () => {
    const nextById = new Map<number, LoadedSite>();
    const nextProblems = new Map<string, FileError[]>();
    for (const name of listSiteFolders(root)) {
      const folder = join(root, name);
      const result = readSiteFolder(root, name, lastGood.get(name) ?? new Map(), options.checks);
      const found = result.problems;
      nextProblems.set(name, found);
      lastGood.set(name, result.documents);
      const site = buildLoadedSite(folder, result.documents);
      if (!site) {
        if (!found.some((problem) => problem.file === `${name}/site.json`)) {
          found.push({ file: `${name}/site.json`, pointer: '', message: 'no valid site.json: folder ignored' });
        }
        continue;
      }
      for (const problem of site.pageIndex.problems) found.push({ file: `${name}/pages.json`, pointer: '/pages', message: problem });
      if (nextById.has(site.idSite)) {
        found.push({ file: `${name}/site.json`, pointer: '/idSite', message: `duplicate idSite ${site.idSite}: folder ignored` });
        continue;
      }
      nextById.set(site.idSite, site);
    }
    for (const name of [...lastGood.keys()]) if (!nextProblems.has(name)) lastGood.delete(name);
    const lines = [...nextProblems.values()].flat().map((problem) => formatFileError(problem.file, problem));
    for (const line of lines) if (!logged.has(line)) log.error(`config ${line}`);
    // A problem fixed then reintroduced is logged again.
    logged.clear();
    for (const line of lines) logged.add(line);
    byId = nextById;
    byHost = createHostResolver([...nextById.values()], options.defaultSite, (site) => site.site.json.hosts);
    problems = nextProblems;
    version = documentsVersion(lastGood);
    for (const listener of listeners) listener();
  };

  reload();

  const watcher: FolderWatch | null =
    (options.watch ?? true)
      ? watchFolder(
          root,
          () => {
            try {
              reload();
            } catch (error) {
              log.error(`config reload failed: ${(error as Error).message}`);
            }
          },
          { debounceMs: options.debounceMs ?? 50, log: (line) => log.error(line) },
        )
      : null;

  return {
    site: (idSite) => byId.get(idSite),
    siteByHost: (host) => byHost(host),
    sites: () => [...byId.values()],
    reload,
    problems: () => [...problems.values()].flat().map((problem) => formatFileError(problem.file, problem)),
    version: () => version,
    siteProblems: (name) => [...(problems.get(name) ?? [])],
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: () => watcher?.ready ?? Promise.resolve(),
    close: async () => {
      await watcher?.close();
    },
  };
}
