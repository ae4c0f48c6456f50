import { describe, expect, it } from 'vitest';
import { CHUNK_ERROR_EVENT, CHUNK_RELOAD_KEY, installChunkReload, isChunkLoadError, reportChunkError } from './install-chunk-reload.ts';

function setup(start = 1_000_000) {
  const target = new EventTarget();
  let reloads = 0;
  const assigned: string[] = [];
  let time = start;
  const store = new Map<string, string>();
  const win = Object.assign(target, { location: { reload: () => void (reloads += 1), assign: (to: string) => void assigned.push(to) } });
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
  const uninstall = installChunkReload(win, storage, () => time);
  const rejection = (reason: unknown) => {
    const event = new Event('unhandledrejection', { cancelable: true });
    Object.assign(event, { reason });
    target.dispatchEvent(event);
  };
  return {
    preloadError: (destination?: string) => reportChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/form-abc.js'), destination, target),
    assigned,
    target,
    rejection,
    advance: (ms: number) => void (time += ms),
    reloads: () => reloads,
    store,
    uninstall,
  };
}

describe('installChunkReload', () => {
  it('reloads on a failed chunk and records the time', () => {
    const page = setup();
    page.preloadError();
    expect(page.reloads()).toBe(1);
    expect(page.store.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });
  it('reloads at most once a minute', () => {
    const page = setup();
    page.preloadError();
    page.advance(30_000);
    page.preloadError();
    expect(page.reloads()).toBe(1);
    page.advance(30_000);
    page.preloadError();
    expect(page.reloads()).toBe(2);
  });
  it('reloads on a reported chunk failure only, not on another error of an import', () => {
    const page = setup();
    reportChunkError(new Error('the block module threw while loading'), undefined, page.target);
    expect(page.reloads()).toBe(0);
    page.preloadError();
    expect(page.reloads()).toBe(1);
  });
  it('loads the destination of a navigation under way instead of reloading the page it leaves', () => {
    const page = setup();
    page.preloadError('/nous-contacter?from=menu');
    expect(page.assigned).toEqual(['/nous-contacter?from=menu']);
    expect(page.reloads()).toBe(0);
  });
  it('reloads on an unhandled rejection about a failed module load only', () => {
    const page = setup();
    page.rejection(new Error('boom'));
    expect(page.reloads()).toBe(0);
    page.rejection(new TypeError('Failed to fetch dynamically imported module: /assets/hero-abc.js'));
    expect(page.reloads()).toBe(1);
  });
  it('does not reload when storage is unavailable', () => {
    const target = new EventTarget();
    let reloads = 0;
    const win = Object.assign(target, { location: { reload: () => void (reloads += 1), assign: () => void (reloads += 1) } });
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    installChunkReload(win, blocked);
    target.dispatchEvent(new Event(CHUNK_ERROR_EVENT));
    expect(reloads).toBe(0);
  });
  it('stops listening once uninstalled', () => {
    const page = setup();
    page.uninstall();
    page.preloadError();
    expect(page.reloads()).toBe(0);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the browsers’ messages', () => {
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
