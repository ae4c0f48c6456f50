// Eager-safe surface of consent and tracking (no React). The banner is a default export loaded
// lazily by the engine: lazy(() => import('./consent/ConsentBanner.tsx')).
export { CONSENT_OPEN_EVENT, openConsentBanner } from './consent-event.ts';
export { CONSENT_COOKIE, CONSENT_VALIDITY_MONTHS, consentCookie, consentExpiry, readConsent } from './consent-cookie.ts';
export type { ConsentChoice, ConsentRecord } from './consent-cookie.ts';
export { createConsentStore, browserConsentStore } from './consent-store.ts';
export type { ConsentState, ConsentStore, CookieJar } from './consent-store.ts';
export { configuresTracking, trackingServices, trackingCspSources, TRACKING_PARAMETER_KEYS } from './tracking/tracking-services.ts';
export type { TrackingConfig, TrackingService } from './tracking/tracking-services.ts';
export { createTracker, pageNonce } from './tracking/tracking.ts';
export type { PageView, Tracker, TrackingWindow } from './tracking/tracking.ts';
export { installTracking } from './tracking/install-tracking.ts';
export { userTrackingId } from './tracking/user-tracking-id.ts';
export type { TrackedUser } from './tracking/user-tracking-id.ts';
export { logVisit, withoutVisitQuery, VISIT_QUERY } from './tracking/visit-log.ts';
export { consentMessages } from './messages.ts';
