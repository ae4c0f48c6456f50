import type { ConsentStore } from '../consent-store.ts';
import type { TrackingService } from './tracking-services.ts';
import { userTrackingId, type TrackedUser } from './user-tracking-id.ts';

type Queue = unknown[][];
/** The globals the tracking scripts read (`dataLayer` for gtag.js, `_paq` for Matomo). */
export interface TrackingWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  _paq?: Queue;
}

export interface PageView {
  path: string;
  title: string;
  user?: TrackedUser | null;
}

export interface Tracker {
  /** Call after each navigation; does nothing without consent. */
  pageView(view: PageView): Promise<void>;
  /** Which services were injected (for tests and diagnostics). */
  active(): readonly string[];
  dispose(): void;
}

/** The CSP nonce of the page, read from a script that carries it (browsers hide the attribute). */
export function pageNonce(doc: Document): string {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || '';
}

function inject(doc: Document, src: string, nonce: string): void {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  if (nonce) script.nonce = nonce;
  doc.head.appendChild(script);
}

function activate(service: TrackingService, win: TrackingWindow, doc: Document, nonce: string): void {
  if (service.kind === 'google-analytics') {
    win.dataLayer = win.dataLayer ?? [];
    const layer = win.dataLayer;
    win.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, as in Google's snippet.
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    win.gtag('js', new Date());
    win.gtag('config', service.measurementId, { send_page_view: false });
  } else {
    win._paq = win._paq ?? [];
    win._paq.push(['setTrackerUrl', service.trackerUrl], ['setSiteId', service.siteId]);
  }
  inject(doc, service.scriptSrc, nonce);
}

/**
 * Tracking under consent: no script is injected and no page view sent until the visitor accepts;
 * then each configured service is injected once with the page's CSP nonce. Each page view carries
 * the hashed user id (or clears it when signed out).
 */
export function createTracker(options: {
  services: readonly TrackingService[];
  consent: ConsentStore;
  nonce: string;
  win: TrackingWindow;
  doc: Document;
}): Tracker {
  const injected = new Set<string>();
  const activateAll = () => {
    if (!options.consent.allowsTracking()) return;
    for (const service of options.services) {
      if (injected.has(service.kind)) continue;
      injected.add(service.kind);
      activate(service, options.win, options.doc, options.nonce);
    }
  };
  activateAll();
  const unsubscribe = options.consent.subscribe(activateAll);
  return {
    active: () => [...injected],
    dispose: unsubscribe,
    async pageView({ path, title, user }) {
      if (!options.consent.allowsTracking() || injected.size === 0) return;
      const userId = await userTrackingId(user);
      const { win } = options;
      if (injected.has('google-analytics') && win.gtag) {
        win.gtag('set', { user_id: userId ?? undefined });
        win.gtag('event', 'page_view', { page_path: path, page_title: title });
      }
      if (injected.has('matomo') && win._paq) {
        win._paq.push(userId ? ['setUserId', userId] : ['resetUserId']);
        win._paq.push(['setCustomUrl', path], ['setDocumentTitle', title], ['trackPageView']);
      }
    },
  };
}
