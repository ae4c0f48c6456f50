import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { createHostResolver } from '../../rules/create-host-resolver.ts';
import type { Logger } from '../logger.ts';
import { buildLoadedSite, type LoadedSite, type StoredDocument } from './loaded-site.ts';
import { readSiteFolder, listSiteFolders } from './read-site-folder.ts';

export interface ConfigStoreOptions {
  /** The `site-configs/` folder. */
  root: string;
  log: Logger;
  /** Watch the folder and reload on change (default true). */
  watch?: boolean;
  /** Debounce of the watcher, in ms (default 100). */
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
  /** Current problems (`file: pointer: message`), one per invalid file or duplicate. */
  problems(): string[];
  /** Called after each reload; returns an unsubscribe function. */
  onChange(listener: () => void): () => void;
  close(): void;
}

/** Loads every folder of `root` now, then watches it (fs.watch recursive, debounced). */
export function createConfigStore(options: ConfigStoreOptions): ConfigStore {
  const { root, log } = options;
  const lastGood = new Map<string, Map<string, StoredDocument>>();
  const logged = new Set<string>();
  const listeners = new Set<() => void>();
  let byId = new Map<number, LoadedSite>();
  let byHost: (host: string | null | undefined) => LoadedSite | undefined = () => undefined;
  let problems: string[] = [];

  const reload = () => {
    const nextById = new Map<number, LoadedSite>();
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
    }
    for (const name of [...lastGood.keys()]) if (!seenFolders.has(name)) lastGood.delete(name);
    // A problem fixed then reintroduced is logged again.
    for (const line of [...logged]) if (!nextProblems.includes(line)) logged.delete(line);
    byId = nextById;
    byHost = createHostResolver([...nextById.values()], options.defaultSite, (site) => site.site.json.hosts);
    problems = nextProblems;
    for (const listener of listeners) listener();
  };

  reload();

  let watcher: FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;
  if (options.watch ?? true) {
    try {
      watcher = watch(root, { recursive: true }, () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          try {
            reload();
          } catch (error) {
            log.error(`config reload failed: ${(error as Error).message}`);
          }
        }, options.debounceMs ?? 100);
      });
      watcher.on('error', (error) => log.error(`config watcher: ${error.message}`));
    } catch (error) {
      log.warn(`config folder not watched: ${(error as Error).message}`);
    }
  }

  return {
    site: (idSite) => byId.get(idSite),
    siteByHost: (host) => byHost(host),
    sites: () => [...byId.values()],
    reload,
    problems: () => [...problems],
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      clearTimeout(timer);
      watcher?.close();
    },
  };
}
