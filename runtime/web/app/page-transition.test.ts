import { describe, expect, it } from 'vitest';
import { SHOW_TRANSITION_KEY, showTransition, withPageTransitions } from './page-transition.ts';

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
