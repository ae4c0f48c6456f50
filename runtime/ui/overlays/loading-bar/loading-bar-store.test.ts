import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBarStore, LOADING_BAR_FAILED_MS } from './loading-bar-store.ts';

describe('loading bar store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never shows for a request shorter than the 200 ms throttle', () => {
    const bar = createLoadingBarStore();
    bar.start();
    vi.advanceTimersByTime(199);
    bar.end(true);
    vi.advanceTimersByTime(1000);
    expect(bar.getSnapshot().phase).toBe('hidden');
  });

  it('runs after the throttle, completes, then hides; the run lasts 5000 ms', () => {
    const bar = createLoadingBarStore();
    bar.start();
    vi.advanceTimersByTime(200);
    expect(bar.getSnapshot()).toEqual({ phase: 'running', duration: 5000 });
    bar.end(true);
    expect(bar.getSnapshot().phase).toBe('done');
    vi.advanceTimersByTime(400);
    expect(bar.getSnapshot().phase).toBe('hidden');
  });

  it('is marked failed when a tracked request resolves with success false', async () => {
    const bar = createLoadingBarStore();
    const result = await bar.trackRequest(Promise.resolve({ success: false, data: null, message: 'Erreur' }));
    expect(result.success).toBe(false);
    expect(bar.getSnapshot().phase).toBe('failed');
    vi.advanceTimersByTime(LOADING_BAR_FAILED_MS);
    expect(bar.getSnapshot().phase).toBe('hidden');
  });

  it('is marked failed when a tracked request rejects, and rethrows', async () => {
    const bar = createLoadingBarStore();
    await expect(bar.trackRequest(Promise.reject(new Error('network')))).rejects.toThrow('network');
    expect(bar.getSnapshot().phase).toBe('failed');
  });

  it('waits for every concurrent request before finishing', () => {
    const bar = createLoadingBarStore();
    bar.start();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.end(true);
    expect(bar.getSnapshot().phase).toBe('running');
    bar.end(true);
    expect(bar.getSnapshot().phase).toBe('done');
  });
});
