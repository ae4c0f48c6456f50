import { browserTimers } from '../browser-timers.ts';
import { wakeWhen } from '../wake/overlay-wake.ts';
import { createObservable, type Observable } from '../wake/store-listeners.ts';

/** §2 Shared UI: the bar runs 5000 ms and appears only after a 200 ms throttle. */
export const LOADING_BAR_DURATION_MS = 5000;
export const LOADING_BAR_THROTTLE_MS = 200;
/** How long the full bar stays after success, and the failed bar after an error. */
export const LOADING_BAR_DONE_MS = 400;
export const LOADING_BAR_FAILED_MS = 1500;

export type LoadingBarPhase = 'hidden' | 'running' | 'done' | 'failed';

export interface LoadingBarState {
  phase: LoadingBarPhase;
  duration: number;
}

export interface LoadingBarStore extends Observable<LoadingBarState> {
  start(): void;
  /** Ends one request; `ok: false` marks the bar failed. */
  end(ok: boolean): void;
  /** Follows a request: starts, then ends failed when it rejects or resolves `{ success: false }`. */
  trackRequest<T>(request: Promise<T>): Promise<T>;
}

const isFailure = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { success?: unknown }).success === false;

export function createLoadingBarStore(
  options: { duration?: number; throttle?: number } = {},
  timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = browserTimers,
): LoadingBarStore {
  const duration = options.duration ?? LOADING_BAR_DURATION_MS;
  const throttle = options.throttle ?? LOADING_BAR_THROTTLE_MS;
  const state = createObservable<LoadingBarState>({ phase: 'hidden', duration });
  const setPhase = (phase: LoadingBarPhase) => {
    if (state.getSnapshot().phase !== phase) state.set({ phase, duration });
  };
  let active = 0;
  let failed = false;
  let throttleTimer: ReturnType<typeof setTimeout> | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | null = null;
  const clear = (timer: ReturnType<typeof setTimeout> | null) => {
    if (timer !== null) timers.clearTimeout(timer);
    return null;
  };
  const hideAfter = (delay: number) => {
    hideTimer = clear(hideTimer);
    hideTimer = timers.setTimeout(() => {
      hideTimer = null;
      setPhase('hidden');
    }, delay);
  };

  const store: LoadingBarStore = {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    start() {
      active += 1;
      if (active > 1) return;
      failed = false;
      hideTimer = clear(hideTimer);
      if (state.getSnapshot().phase !== 'hidden') {
        setPhase('running');
        return;
      }
      throttleTimer = timers.setTimeout(() => {
        throttleTimer = null;
        setPhase('running');
      }, throttle);
    },
    end(ok) {
      if (active === 0) return;
      active -= 1;
      if (!ok) failed = true;
      if (active > 0) return;
      throttleTimer = clear(throttleTimer);
      if (failed) {
        setPhase('failed');
        hideAfter(LOADING_BAR_FAILED_MS);
      } else if (state.getSnapshot().phase === 'running') {
        setPhase('done');
        hideAfter(LOADING_BAR_DONE_MS);
      }
    },
    async trackRequest(request) {
      store.start();
      try {
        const result = await request;
        store.end(!isFailure(result));
        return result;
      } catch (error) {
        store.end(false);
        throw error;
      }
    },
  };
  return store;
}

/** The page's loading bar; the engine loads its component when it first shows (after the throttle). */
export const loadingBar: LoadingBarStore = wakeWhen(createLoadingBarStore(), (bar: LoadingBarState) => bar.phase !== 'hidden', 'loading-bar');

/** Shows the page's loading bar while `request` runs: `trackRequest(api.post('/message', body))`. */
export const trackRequest = <T>(request: Promise<T>): Promise<T> => loadingBar.trackRequest(request);
