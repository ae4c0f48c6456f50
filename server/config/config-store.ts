import { join } from 'node:path';
import type { Logger } from '../logger.ts';
import { buildLoadedSite, type LoadedSite, type StoredDocument } from './loaded-site.ts';
import { readSiteFolder, listSiteFolders } from './read-site-folder.ts';
import { watchFolder, type FolderWatch } from './watch-folder.ts';

export interface ConfigStoreOptions {
  /** The `site-configs/` folder. */
  root: string;
  log: Logger;
  /** Watch the folder and reload on change (default true). */
  watch?: boolean;
  /** Debounce of the watcher, in ms (default 50). */
  debounceMs?: number;
}

/** Every site's configuration, in memory, indexed; reloaded when files change. */
export interface ConfigStore {
  site(idSite: number): LoadedSite | undefined;
  /** By `Host` header: site.json `hosts`, or `<name>.localhost`; the port is ignored. */
  siteByHost(host: string): LoadedSite | undefined;
  sites(): LoadedSite[];
  /** Re-reads every folder now (the watcher calls this); invalid files keep their last good version. */
  reload(): void;
  /** Current problems (`file: pointer: message`), one per invalid file or duplicate. */
  problems(): string[];
  /** Called after each reload; returns an unsubscribe function. */
  onChange(listener: () => void): () => void;
  /** Resolves once the watcher follows the folder (at once when not watching). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Loads every folder of `root` now, then watches it (watchFolder, debounced). */
export function createConfigStore(options: ConfigStoreOptions): ConfigStore {
  const { root, log } = options;
  const lastGood = new Map<string, Map<string, StoredDocument>>();
  const logged = new Set<string>();
  const listeners = new Set<() => void>();
  let byId = new Map<number, LoadedSite>();
  let byHost = new Map<string, LoadedSite>();
  let problems: string[] = [];

  const reload = () => {
    const nextById = new Map<number, LoadedSite>();
    const nextByHost = new Map<string, LoadedSite>();
    const nextProblems: string[] = [];
    const seenFolders = new Set<string>();
    const report = (line: string) => {
      nextProblems.push(line);
      if (!logged.has(line)) {
        logged.add(line);
        log.error(`config ${line}`);
      }
    };
    for (const name of listSiteFolders(root)) {
      const folder = join(root, name);
      seenFolders.add(name);
      const result = readSiteFolder(folder, lastGood.get(name) ?? new Map());
      lastGood.set(name, result.documents);
      for (const problem of result.problems) report(`${name}/${problem}`);
      const site = buildLoadedSite(folder, result.documents);
      if (!site) {
        if (!result.problems.some((problem) => problem.startsWith('site.json'))) report(`${name}: no valid site.json, folder ignored`);
        continue;
      }
      for (const problem of site.pageIndex.problems) report(`${name}/pages.json: /pages: ${problem}`);
      if (nextById.has(site.idSite)) {
        report(`${name}/site.json: /idSite: duplicate idSite ${site.idSite}, folder ignored`);
        continue;
      }
      nextById.set(site.idSite, site);
      for (const host of [...site.site.json.hosts, `${site.name}.localhost`]) nextByHost.set(host.toLowerCase(), site);
    }
    for (const name of [...lastGood.keys()]) if (!seenFolders.has(name)) lastGood.delete(name);
    // A problem fixed then reintroduced is logged again.
    for (const line of [...logged]) if (!nextProblems.includes(line)) logged.delete(line);
    byId = nextById;
    byHost = nextByHost;
    problems = nextProblems;
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
    siteByHost: (host) => byHost.get(host.toLowerCase().replace(/:\d+$/, '')),
    sites: () => [...byId.values()],
    reload,
    problems: () => [...problems],
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
