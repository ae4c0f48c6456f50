/** Storage key of the last chunk-failure reload time (ms since epoch). */
export const CHUNK_RELOAD_KEY = 'vitrine-chunk-reload-at';
/** At most one reload per minute (§8). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_FAILURE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|loading (css )?chunk [\w-]+ failed/i;

/**
 * The event a failed import of a code chunk is reported with (`reportChunkError`). Vite's own
 * `vite:preloadError` comes from its preload helper, which the build leaves out
 * (`modulePreload: false`, decision 0042), so the importers report it themselves.
 */
export const CHUNK_ERROR_EVENT = 'vitrine:chunk-error';

/** True when an error or reason says a module (code chunk) failed to load. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_FAILURE.test(message);
}

type ReloadWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & { location: Pick<Location, 'reload' | 'assign'> };
type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reports `error` to `installChunkReload` when it says a code chunk failed to load (a deploy
 * removed it). `destination`: the address a navigation under way was going to, loaded instead of
 * the current page (the new HTML names the new chunks).
 */
export function reportChunkError(error: unknown, destination?: string, win: Pick<Window, 'dispatchEvent'> = window): void {
  if (isChunkLoadError(error)) win.dispatchEvent(new CustomEvent(CHUNK_ERROR_EVENT, { cancelable: true, detail: destination }));
}

/**
 * Reloads the page when a dynamic import fails (a `CHUNK_ERROR_EVENT`, or an unhandled rejection
 * saying a module failed to load), at most once a minute: the time of the last reload is kept in
 * storage. Returns a function that removes the listeners.
 */
export function installChunkReload(
  win: ReloadWindow = window,
  storage: ReloadStorage = sessionStorage,
  now: () => number = Date.now,
): () => void {
  const reloadOnce = (event: Event, destination?: unknown): void => {
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
    if (typeof destination === 'string') win.location.assign(destination);
    else win.location.reload();
  };
  const onPreloadError = (event: Event): void => reloadOnce(event, (event as CustomEvent).detail);
  const onRejection = (event: Event): void => {
    if (isChunkLoadError((event as PromiseRejectionEvent).reason)) reloadOnce(event);
  };
  win.addEventListener(CHUNK_ERROR_EVENT, onPreloadError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener(CHUNK_ERROR_EVENT, onPreloadError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
