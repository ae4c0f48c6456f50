import { describe, expect, it, vi } from 'vitest';
import { createLoadingBarStore } from './loading-bar-store.ts';
import { trackedFetch } from './tracked-fetch.ts';
import { trackedUser } from '../../../web/consent/tracking/tracked-user.ts';

const manualTimers = () => ({ setTimeout: vi.fn(() => 0) as unknown as typeof setTimeout, clearTimeout: vi.fn() as unknown as typeof clearTimeout });

describe('trackedFetch', () => {
  it('marks the bar failed and reports the status of an HTTP error', async () => {
    const bar = createLoadingBarStore({}, manualTimers());
    const onFailure = vi.fn();
    const fetch = trackedFetch(async () => new Response('{}', { status: 500 }), { bar, onFailure });
    const response = await fetch('/api/popup/1');
    expect(response.status).toBe(500);
    expect(bar.getSnapshot().phase).toBe('failed');
    expect(onFailure).toHaveBeenCalledWith(500);
  });

  it('reports a network error with a null status and rethrows it', async () => {
    const bar = createLoadingBarStore({}, manualTimers());
    const onFailure = vi.fn();
    const fetch = trackedFetch(async () => { throw new TypeError('Failed to fetch'); }, { bar, onFailure });
    await expect(fetch('/api/popup/1')).rejects.toThrow('Failed to fetch');
    expect(onFailure).toHaveBeenCalledWith(null);
    expect(bar.getSnapshot().phase).toBe('failed');
  });

  it('reports nothing for a successful request', async () => {
    const bar = createLoadingBarStore({}, manualTimers());
    const onFailure = vi.fn();
    await trackedFetch(async () => new Response('{}'), { bar, onFailure })('/api/popup/1');
    expect(onFailure).not.toHaveBeenCalled();
    expect(bar.getSnapshot().phase).not.toBe('failed');
  });
});

describe('trackedUser', () => {
  it('takes the id and e-mail of the session user, nothing without one', () => {
    expect(trackedUser({ user: { id: 4, email: 'a@b.fr', firstname: 'A' } })).toEqual({ id: 4, email: 'a@b.fr' });
    expect(trackedUser({ user: null })).toBeNull();
    expect(trackedUser({ user: { id: 4 } })).toBeNull();
  });
});
