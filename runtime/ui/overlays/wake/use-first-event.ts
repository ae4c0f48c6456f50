import { useEffect, useState } from 'react';

/** A window event that happened, with its detail (which may itself be undefined). */
export interface SeenEvent<T> {
  detail: T;
}

/**
 * The first `name` event dispatched on `target` (the window by default) after mount, or null until one comes. The
 * listener goes away after that event: the component loaded because of it listens by itself and
 * is handed this first event to replay.
 */
export function useFirstEvent<T = unknown>(name: string, target?: EventTarget): SeenEvent<T> | null {
  const [seen, setSeen] = useState<SeenEvent<T> | null>(null);
  useEffect(() => {
    if (seen) return;
    // `window` by default, read in the effect: the hook also runs in server renders.
    const on = target ?? window;
    const onEvent = (event: Event) => setSeen({ detail: (event as CustomEvent<T>).detail });
    on.addEventListener(name, onEvent, { once: true });
    return () => on.removeEventListener(name, onEvent);
  }, [name, target, seen]);
  return seen;
}
