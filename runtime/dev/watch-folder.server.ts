import { existsSync, watch } from 'node:fs';

/**
 * Calls `onChange` once per burst of changes under `dir` (recursive, debounced). Used when the
 * API runs elsewhere (API_URL) and the web server cannot hear its config store. Returns `close`.
 * The watcher does not keep the process alive.
 */
export function watchFolder(dir: string, onChange: () => void, options: { debounceMs?: number; log?: (line: string) => void } = {}): () => void {
  const log = options.log ?? ((line: string) => console.warn(line));
  if (!existsSync(dir)) return () => {};
  let timer: NodeJS.Timeout | undefined;
  try {
    const watcher = watch(dir, { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(onChange, options.debounceMs ?? 100);
    });
    watcher.on('error', (error) => log(`[config] watching ${dir}: ${error.message}`));
    watcher.unref();
    return () => {
      clearTimeout(timer);
      watcher.close();
    };
  } catch (error) {
    log(`[config] ${dir} is not watched: ${error instanceof Error ? error.message : String(error)}`);
    return () => {};
  }
}
