import { describe, expect, it } from 'vitest';
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from './reduced-motion.ts';

const view = (matches: (query: string) => boolean) => ({ matchMedia: (query: string) => ({ matches: matches(query) }) as MediaQueryList });

describe('prefersReducedMotion', () => {
  it('reads the visitor’s prefers-reduced-motion setting', () => {
    expect(prefersReducedMotion(view((query) => query === REDUCED_MOTION_QUERY))).toBe(true);
    expect(prefersReducedMotion(view(() => false))).toBe(false);
  });

  it('is false without matchMedia (server, old browsers) or when it throws', () => {
    expect(prefersReducedMotion(undefined)).toBe(false);
    expect(prefersReducedMotion({} as Pick<Window, 'matchMedia'>)).toBe(false);
    expect(prefersReducedMotion({ matchMedia: () => { throw new Error('blocked'); } })).toBe(false);
  });
});
