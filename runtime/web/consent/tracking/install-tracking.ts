import type { ParameterList } from '../../../ui/theme/parameter-value.ts';
import { browserConsentStore } from '../consent-store.ts';
import { createTracker, pageNonce, type Tracker, type TrackingWindow } from './tracking.ts';
import { trackingServices } from './tracking-services.ts';

/**
 * The page's tracker, in the browser: the services the parameters configure, under the visitor's
 * consent, injected with the page's CSP nonce. Unusable tracking parameters are reported on the
 * console and left off. Call once after hydration; then `pageView()` after each navigation.
 */
export function installTracking(parameters: ParameterList, nonce: string = pageNonce(document)): Tracker {
  const { services, problems } = trackingServices(parameters);
  for (const problem of problems) console.warn(`[vitrine] tracking disabled: ${problem}`);
  return createTracker({
    services,
    consent: browserConsentStore(),
    nonce,
    win: window as unknown as TrackingWindow,
    doc: document,
  });
}
