import { describe, expect, it } from 'vitest';
import { SHOW_TRANSITION_KEY, quietViewTransitions, showTransition, withPageTransitions } from './page-transition.ts';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === SHOW_TRANSITION_KEY ? value : null) });
const view = (reduced: boolean) => ({ matchMedia: (query: string) => ({ matches: reduced && query.includes('reduce') }) as MediaQueryList });

describe('§9 show-transition', () => {
  it('plays the page transition unless local storage show-transition is "false"', () => {
    expect(showTransition({ storage: storage(null), view: view(false) }, true)).toBe(true);
    expect(showTransition({ storage: storage('true'), view: view(false) }, true)).toBe(true);
    expect(showTransition({ storage: storage('false'), view: view(false) }, true)).toBe(false);
  });

  it('never plays it for a visitor who prefers reduced motion, or without view transitions', () => {
    expect(showTransition({ storage: storage(null), view: view(true) }, true)).toBe(false);
    expect(showTransition({ storage: storage(null), view: view(false) }, false)).toBe(false);
  });

  it('plays it when storage cannot be read', () => {
    const refusing = { getItem: () => { throw new Error('SecurityError'); } };
    expect(showTransition({ storage: refusing, view: view(false) }, true)).toBe(true);
  });

  it('makes every navigation of the router ask for it while the switch is on, read at each navigation', async () => {
    const calls: unknown[][] = [];
    const router = { navigate: async (...args: unknown[]) => void calls.push(args) };
    let on = true;
    withPageTransitions(router as never, () => on);
    await router.navigate('/vins', { replace: true });
    on = false;
    await router.navigate('/contact');
    on = true;
    await router.navigate(-1);
    await router.navigate('/cart', { viewTransition: false });
    expect(calls).toEqual([['/vins', { replace: true, viewTransition: true }], ['/contact'], [-1], ['/cart', { viewTransition: false }]]);
  });
});

describe('a page transition the browser gives up on', () => {
  /** A document whose view transitions fail with `error`, as Chromium's do when the page's update passes 4 s. */
  const failing = (error: unknown) => {
    const updateDone = Promise.reject(error);
    void updateDone.catch(() => undefined); // the browser's own promise, not what is tested
    return {
      startViewTransition: (update?: () => unknown) => {
        void update?.();
        return {
          ready: Promise.reject(error),
          finished: Promise.reject(error),
          updateCallbackDone: updateDone,
          skipTransition: () => undefined,
        };
      },
    };
  };

  it('is no page error: the page still changes, without the cross-fade (React Router chains finished.finally)', async () => {
    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', listen);
    try {
      const doc = failing(new DOMException('Transition was aborted because of timeout in DOM update', 'TimeoutError'));
      quietViewTransitions(doc as never);
      let updated = false;
      const t = (doc as unknown as Document).startViewTransition(() => void (updated = true));
      // What React Router does with the transition it starts.
      void t.finished.finally(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(updated).toBe(true);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listen);
    }
  });

  it('still reports a failure of the page update itself', async () => {
    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', listen);
    try {
      const doc = failing(new TypeError('a block failed'));
      quietViewTransitions(doc as never);
      const t = (doc as unknown as Document).startViewTransition(() => undefined);
      await expect(t.finished).rejects.toThrow('a block failed');
      await expect(t.ready).rejects.toThrow('a block failed');
      await expect(t.updateCallbackDone).rejects.toThrow('a block failed');
    } finally {
      process.off('unhandledRejection', listen);
    }
  });

  it('leaves a document without view transitions alone', () => {
    const doc = {} as { startViewTransition?: unknown };
    quietViewTransitions(doc as never);
    expect(doc.startViewTransition).toBeUndefined();
  });
});
