import { existsSync } from 'node:fs';
import { watch } from 'chokidar';

export interface WatchFolderOptions {
  /** Quiet time after the last event before `onChange` runs, in ms (default 50). */
  debounceMs?: number;
  log?: (line: string) => void;
}

/** A running watcher: `ready` resolves once the folder is scanned (changes before it may be missed). */
export interface FolderWatch {
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Calls `onChange` once per burst of changes under `dir`, sub-folders included (chokidar). It
 * follows files replaced by a rename (editors' safe writes, `sed -i`), deleted and re-created
 * files and new folders. A small write-finish threshold keeps a half-written file from being read.
 * The one folder watcher of Vitrine: the config store and the web server (API_URL) use it.
 */
export function watchFolder(dir: string, onChange: () => void, options: WatchFolderOptions = {}): FolderWatch {
  const log = options.log ?? ((line: string) => console.warn(line));
  if (!existsSync(dir)) {
    log(`[config] ${dir} does not exist: not watched`);
    return { ready: Promise.resolve(), close: async () => {} };
  }
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(dir, {
    ignoreInitial: true,
    ignored: (path) => /(^|[/\\])node_modules([/\\]|$)/.test(path),
    awaitWriteFinish: { stabilityThreshold: 20, pollInterval: 10 },
  });
  watcher.on('all', () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, options.debounceMs ?? 50);
  });
  watcher.on('error', (error) => log(`[config] watching ${dir}: ${error instanceof Error ? error.message : String(error)}`));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
