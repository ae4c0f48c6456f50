import { createObservable, type Observable } from './store-listeners.ts';

/** The overlays that the engine loads the first time the page's stores have something to show. */
export type WokenOverlay = 'toasts' | 'loading-bar';

const woken = createObservable<ReadonlySet<WokenOverlay>>(new Set());

/**
 * The overlays asked for so far on this page. The engine's always-loaded part watches this small
 * set instead of the stores themselves, so the stores load with the code that uses them.
 */
export const wokenOverlays: Observable<ReadonlySet<WokenOverlay>> = { getSnapshot: woken.getSnapshot, subscribe: woken.subscribe };

/** Marks `name` as asked for once `store`'s value first passes `test` (a first toast, a visible bar); returns the store. */
export function wakeWhen<T, S extends Observable<T>>(store: S, test: (value: T) => boolean, name: WokenOverlay): S {
  const check = () => {
    if (!test(store.getSnapshot())) return;
    unsubscribe();
    const current = woken.getSnapshot();
    if (!current.has(name)) woken.set(new Set([...current, name]));
  };
  const unsubscribe = store.subscribe(check);
  return store;
}
