import { describe, expect, it, vi } from 'vitest';
import { consentExpiry } from './consent-cookie.ts';
import { createConsentStore, type CookieJar } from './consent-store.ts';

/** A cookie jar that behaves like document.cookie for one cookie name. */
function jar(initial = ''): CookieJar {
  let value = initial;
  return {
    get cookie() {
      return value;
    },
    set cookie(assignment: string) {
      value = assignment.split(';')[0] ?? '';
    },
  };
}

const now = Date.parse('2026-11-21T08:00:00Z');

describe('consent store', () => {
  it('opens the banner when no choice was made and allows no tracking', () => {
    const store = createConsentStore(jar(), { now: () => now });
    expect(store.getSnapshot()).toEqual({ record: null, bannerOpen: true });
    expect(store.allowsTracking()).toBe(false);
  });

  it('accepting closes the banner, stores the choice and allows tracking', () => {
    const cookies = jar();
    const store = createConsentStore(cookies, { now: () => now });
    const listener = vi.fn();
    store.subscribe(listener);
    store.choose('accepted');
    expect(store.getSnapshot()).toEqual({ record: { choice: 'accepted', date: now }, bannerOpen: false });
    expect(cookies.cookie).toBe(`vitrine-consent=accepted.${now}`);
    expect(store.allowsTracking()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('denying is remembered and allows no tracking', () => {
    const store = createConsentStore(jar(), { now: () => now });
    store.choose('denied');
    expect(store.allowsTracking()).toBe(false);
    expect(store.getSnapshot().bannerOpen).toBe(false);
  });

  it('asks again once the choice is 13 months old', () => {
    const made = now - 400 * 86_400_000;
    expect(consentExpiry(made)).toBeLessThan(now);
    const store = createConsentStore(jar(`vitrine-consent=accepted.${made}`), { now: () => now });
    expect(store.getSnapshot().bannerOpen).toBe(true);
    expect(store.allowsTracking()).toBe(false);
  });

  it('reopens the banner on demand, keeping the current choice', () => {
    const store = createConsentStore(jar(`vitrine-consent=denied.${now - 1000}`), { now: () => now });
    expect(store.getSnapshot().bannerOpen).toBe(false);
    store.reopen();
    expect(store.getSnapshot()).toMatchObject({ bannerOpen: true, record: { choice: 'denied' } });
  });
});
