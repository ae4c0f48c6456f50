import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** The part of an XState actor a block uses (an `Actor` from `createActor(...).start()`). */
export interface StartedActor<TSnapshot, TEvent> {
  send(event: TEvent): void;
  getSnapshot(): TSnapshot;
  subscribe(observer: { next: (snapshot: TSnapshot) => void; error: (error: unknown) => void }): { unsubscribe(): void };
  stop(): void;
}

export interface LazyActor<TSnapshot, TEvent> {
  /** The actor's snapshot once it runs; null before (server render, hydration, first paint). */
  snapshot: TSnapshot | null;
  /** Sends to the actor; before it runs, the event waits and the actor is loaded. */
  send: (event: TEvent) => void;
  /** Starts loading the actor now (on focus, say), so it is ready when the visitor sends. */
  preload: () => void;
  /** Whether the actor runs already (read at the moment of the call). */
  isRunning: () => boolean;
}

/**
 * An actor whose code is loaded on first use, so that XState is not part of a page's initial
 * JavaScript: `load` imports the module that builds and starts it. Events sent before it runs
 * are queued and replayed in order; the actor is stopped when the block unmounts. When loading
 * fails, `onLoadError` is called (e.g. to fall back on the no-JavaScript post) and the next event
 * tries again.
 */
export function useLazyActor<TSnapshot, TEvent>(
  load: () => Promise<StartedActor<TSnapshot, TEvent>>,
  onLoadError?: (error: unknown, queued: TEvent[]) => void,
): LazyActor<TSnapshot, TEvent> {
  const [actor, setActor] = useState<StartedActor<TSnapshot, TEvent> | null>(null);
  const running = useRef<StartedActor<TSnapshot, TEvent> | null>(null);
  const loading = useRef(false);
  const mounted = useRef(true);
  const queue = useRef<TEvent[]>([]);
  const latest = useRef({ load, onLoadError });
  latest.current = { load, onLoadError };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      running.current?.stop();
      running.current = null;
    };
  }, []);

  const preload = useCallback(() => {
    if (loading.current || running.current) return;
    loading.current = true;
    latest.current.load().then(
      (started) => {
        loading.current = false;
        if (!mounted.current) {
          started.stop();
          return;
        }
        running.current = started;
        for (const event of queue.current.splice(0)) started.send(event);
        setActor(started);
      },
      (error: unknown) => {
        loading.current = false;
        const queued = queue.current.splice(0);
        if (mounted.current) latest.current.onLoadError?.(error, queued);
      },
    );
  }, []);

  const send = useCallback(
    (event: TEvent) => {
      if (running.current) {
        running.current.send(event);
        return;
      }
      queue.current.push(event);
      preload();
    },
    [preload],
  );

  const subscribe = useCallback(
    (changed: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe({ next: changed, error: changed });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(subscribe, () => (actor ? actor.getSnapshot() : null), () => null);
  const isRunning = useCallback(() => running.current !== null, []);
  return { snapshot, send, preload, isRunning };
}
