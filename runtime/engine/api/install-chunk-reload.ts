/** Storage key of the last chunk-failure reload time (ms since epoch). */
export const CHUNK_RELOAD_KEY = 'vitrine-chunk-reload-at';
/** At most one reload per minute (§8). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_FAILURE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|loading (css )?chunk [\w-]+ failed/i;

/** True when an error or reason says a module (code chunk) failed to load. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_FAILURE.test(message);
}

type ReloadWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & { location: Pick<Location, 'reload'> };
type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reloads the page when a dynamic import fails (Vite's `vite:preloadError`, or an unhandled
 * rejection saying a module failed to load), at most once a minute: the time of the last reload
 * is kept in storage. Returns a function that removes the listeners.
 */
export function installChunkReload(
  win: ReloadWindow = window,
  storage: ReloadStorage = sessionStorage,
  now: () => number = Date.now,
): () => void {
  const reloadOnce = (event: Event): void => {
    const time = now();
    try {
      const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
      if (Number.isFinite(last) && time - last < CHUNK_RELOAD_INTERVAL_MS) return;
      storage.setItem(CHUNK_RELOAD_KEY, String(time));
    } catch {
      // Without storage the throttle cannot be kept: never reload, rather than risk a loop.
      return;
    }
    event.preventDefault();
    win.location.reload();
  };
  const onPreloadError = (event: Event): void => reloadOnce(event);
  const onRejection = (event: Event): void => {
    if (isChunkLoadError((event as PromiseRejectionEvent).reason)) reloadOnce(event);
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('vite:preloadError', onPreloadError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
