import { describe, expect, it } from 'vitest';
import { wakeWhen, wokenOverlays } from './overlay-wake.ts';
import { createObservable } from './store-listeners.ts';

describe('overlay wake', () => {
  it('marks an overlay as asked for the first time its store passes the test, and only then', () => {
    const store = wakeWhen(createObservable(0), (value: number) => value > 1, 'loading-bar');
    const seen: boolean[] = [];
    const stop = wokenOverlays.subscribe(() => seen.push(wokenOverlays.getSnapshot().has('loading-bar')));
    store.set(1);
    expect(wokenOverlays.getSnapshot().has('loading-bar')).toBe(false);
    store.set(2);
    store.set(3);
    expect(wokenOverlays.getSnapshot().has('loading-bar')).toBe(true);
    expect(seen).toEqual([true]);
    stop();
  });
});
