import type { LoadingBarStore } from './loading-bar-store.ts';

export interface TrackedFetchOptions {
  bar: Pick<LoadingBarStore, 'start' | 'end'>;
  /** Called once per failed request: its HTTP status, or null when no response came. */
  onFailure: (status: number | null) => void;
}

/**
 * A fetch that shows the loading bar while each request runs, and on an error (HTTP status
 * ≥ 400 or no response) marks the bar failed and reports the failure (the engine shows a toast).
 */
export function trackedFetch(base: typeof fetch, options: TrackedFetchOptions): typeof fetch {
  return async (input, init) => {
    options.bar.start();
    let response: Response;
    try {
      response = await base(input, init);
    } catch (error) {
      options.bar.end(false);
      options.onFailure(null);
      throw error;
    }
    options.bar.end(response.ok);
    if (!response.ok) options.onFailure(response.status);
    return response;
  };
}
