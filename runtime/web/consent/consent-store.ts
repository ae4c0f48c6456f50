import { consentCookie, readConsent, type ConsentChoice, type ConsentRecord } from './consent-cookie.ts';

export interface ConsentState {
  /** The valid choice, or null: nothing decided yet or the choice expired. */
  record: ConsentRecord | null;
  /** The banner is shown: no valid choice, or reopened from the footer. */
  bannerOpen: boolean;
}

export interface ConsentStore {
  getSnapshot(): ConsentState;
  subscribe(listener: () => void): () => void;
  choose(choice: ConsentChoice): void;
  /** Shows the banner again to change the choice. */
  reopen(): void;
  /** True only when the visitor accepted, within 13 months. */
  allowsTracking(): boolean;
}

/** Where the cookie lives: `document` in the browser, a stand-in in tests. */
export interface CookieJar {
  cookie: string;
}

export function createConsentStore(
  jar: CookieJar,
  options: { now?: () => number; secure?: boolean } = {},
): ConsentStore {
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  const record = readConsent(jar.cookie, now());
  let state: ConsentState = { record, bannerOpen: record === null };
  const set = (next: ConsentState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(choice) {
      const chosen = { choice, date: now() };
      jar.cookie = consentCookie(chosen, { secure: options.secure ?? false });
      set({ record: chosen, bannerOpen: false });
    },
    reopen() {
      if (!state.bannerOpen) set({ ...state, bannerOpen: true });
    },
    allowsTracking() {
      const current = readConsent(jar.cookie, now());
      return current?.choice === 'accepted';
    },
  };
}

let browserStore: ConsentStore | null = null;

/** The page's consent store, over `document.cookie` (Secure on https pages). */
export function browserConsentStore(): ConsentStore {
  browserStore ??= createConsentStore(document, { secure: window.location.protocol === 'https:' });
  return browserStore;
}
