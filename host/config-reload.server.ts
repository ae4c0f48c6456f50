import type { FileError } from '../schemas/validation/validate-sites.server.ts';
import { watchFolder } from '../server/config/watch-folder.ts';

/** Subscribes to configuration changes; returns an unsubscribe function (the config store's `onChange`). */
export type OnConfigChange = (listener: () => void) => () => void;

/** The problems of one site folder (the config store's `siteProblems`). */
export type ConfigProblems = (site: string) => readonly FileError[];

export interface ConfigReloadOptions {
  /** The in-process config store's `onChange`; absent when the API runs elsewhere (API_URL). */
  onConfigChange?: OnConfigChange | undefined;
  /** The site-configs folder, watched here when there is no `onConfigChange`. */
  sitesDir: string;
  /** How long the config cache serves a document before revalidating (remote API). */
  freshMs: number;
  log?: (line: string) => void;
}

export interface ConfigReloadTargets {
  /** Forget every cached configuration document. */
  clearCache(): void;
  /** Read the site folders again (a new site is served at once). */
  reloadSites(): void;
  /** Called once the next request sees the new configuration (development: reload the pages). */
  changed(): void;
}

/**
 * Makes configuration changes visible without a restart. With the API in this process, the
 * config store has already reloaded when it calls us: the cache is cleared at once. With a remote
 * API, the site-configs folder is watched here: sites are re-read at once, and the pages are told
 * after the cache's revalidation delay (the remote API reloads on its own). `ready` resolves once changes are followed.
 */
export function wireConfigReload(options: ConfigReloadOptions, targets: ConfigReloadTargets): { ready: Promise<void>; stop(): void } {
  if (options.onConfigChange) {
    const stop = options.onConfigChange(() => {
      targets.clearCache();
      targets.reloadSites();
      targets.changed();
    });
    return { ready: Promise.resolve(), stop };
  }
  const timers = new Set<NodeJS.Timeout>();
  const watch = watchFolder(
    options.sitesDir,
    () => {
      targets.reloadSites();
      const timer = setTimeout(() => {
        timers.delete(timer);
        targets.changed();
      }, options.freshMs + 50);
      timers.add(timer);
    },
    options.log ? { log: options.log } : {},
  );
  return {
    ready: watch.ready,
    stop: () => {
      void watch.close();
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
