import { useEffect, useState } from 'react';
import type { Observable } from './store-listeners.ts';

/**
 * Becomes true, once and for good, when the store's value first satisfies `wakes` (a first toast,
 * a loading bar past its throttle): the moment to load the component that shows it. Stops
 * listening then, so later changes do not re-render the caller.
 */
export function useStoreWakes<T>(store: Observable<T>, wakes: (value: T) => boolean): boolean {
  const [awake, setAwake] = useState(() => wakes(store.getSnapshot()));
  useEffect(() => {
    if (awake) return;
    const check = () => {
      if (wakes(store.getSnapshot())) setAwake(true);
    };
    const unsubscribe = store.subscribe(check);
    check();
    return unsubscribe;
    // `wakes` is a fixed test per call site; re-subscribing on each render would be wasted work.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, awake]);
  return awake;
}
