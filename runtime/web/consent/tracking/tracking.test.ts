// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createConsentStore, type CookieJar } from '../consent-store.ts';
import { createTracker, type TrackingWindow } from './tracking.ts';
import { trackingCspSources, trackingServices } from './tracking-services.ts';
import { userTrackingId } from './user-tracking-id.ts';

function jar(): CookieJar {
  let value = '';
  return {
    get cookie() {
      return value;
    },
    set cookie(assignment: string) {
      value = assignment.split(';')[0] ?? '';
    },
  };
}

const parameters = [
  { type: 'GOOGLE_ANALYTICS_ID', value: 'G-ABC123XYZ' },
  { type: 'MATOMO_URL', value: 'https://stats.example.fr' },
  { type: 'MATOMO_SITE_ID', value: '3' },
];

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

describe('trackingServices', () => {
  it('reads the configured services', () => {
    const { services, problems } = trackingServices(parameters);
    expect(problems).toEqual([]);
    expect(services.map((service) => service.scriptSrc)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ',
      'https://stats.example.fr/matomo.js',
    ]);
  });

  it('lists the origins the CSP must allow', () => {
    const sources = trackingCspSources(trackingServices(parameters).services);
    expect(sources.script).toEqual(['https://www.googletagmanager.com', 'https://stats.example.fr']);
    expect(sources.connect).toContain('https://*.google-analytics.com');
    expect(sources.connect).toContain('https://stats.example.fr');
    expect(trackingCspSources([])).toEqual({ connect: [], script: [] });
  });

  it('configures nothing when no key is set, and reports unusable values', () => {
    expect(trackingServices([]).services).toEqual([]);
    const { services, problems } = trackingServices([
      { type: 'GOOGLE_ANALYTICS_ID', value: 'UA-1' },
      { type: 'MATOMO_URL', value: 'http://stats.example.fr' },
      { type: 'MATOMO_SITE_ID', value: '3' },
    ]);
    expect(services).toEqual([]);
    expect(problems).toHaveLength(2);
  });
});

describe('tracker under consent', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('injects nothing and sends no page view before consent', async () => {
    const win: TrackingWindow = {};
    const consent = createConsentStore(jar());
    const tracker = createTracker({ services: trackingServices(parameters).services, consent, nonce: 'n0nce', win, doc: document });
    await tracker.pageView({ path: '/', title: 'Accueil' });
    expect(scripts()).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
    expect(win._paq).toBeUndefined();
  });

  it('injects nothing after a refusal', () => {
    const consent = createConsentStore(jar());
    const tracker = createTracker({ services: trackingServices(parameters).services, consent, nonce: 'n', win: {}, doc: document });
    consent.choose('denied');
    expect(scripts()).toEqual([]);
    expect(tracker.active()).toEqual([]);
  });

  it('injects each service once with the nonce after acceptance and tracks page views with the hashed user id', async () => {
    const win: TrackingWindow = {};
    const consent = createConsentStore(jar());
    const tracker = createTracker({ services: trackingServices(parameters).services, consent, nonce: 'n0nce', win, doc: document });
    consent.choose('accepted');
    consent.choose('accepted');
    expect(scripts()).toHaveLength(2);
    expect([...document.head.querySelectorAll('script')].every((script) => script.nonce === 'n0nce')).toBe(true);
    const user = { id: 12, email: ' Jean@Example.fr ' };
    await tracker.pageView({ path: '/en/contact-us', title: 'Contact', user });
    const hash = await userTrackingId(user);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(win._paq).toContainEqual(['setUserId', hash]);
    expect(win._paq).toContainEqual(['setCustomUrl', '/en/contact-us']);
    expect(win._paq?.at(-1)).toEqual(['trackPageView']);
    const events = (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(events).toContainEqual(['set', { user_id: hash }]);
    expect(events).toContainEqual(['event', 'page_view', { page_path: '/en/contact-us', page_title: 'Contact' }]);
  });
});

describe('userTrackingId', () => {
  it('hashes id and normalised e-mail, and gives null without a user', async () => {
    expect(await userTrackingId({ id: 1, email: 'A@b.fr' })).toBe(await userTrackingId({ id: '1', email: 'a@b.fr ' }));
    expect(await userTrackingId({ id: 1, email: 'a@b.fr' })).not.toBe(await userTrackingId({ id: 2, email: 'a@b.fr' }));
    expect(await userTrackingId(null)).toBeNull();
  });
});
