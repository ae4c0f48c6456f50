import { parameterString, type ParameterList } from '../../../ui/theme/parameter-value.ts';

export { TRACKING_PARAMETER_KEYS, configuresTracking } from './tracking-keys.ts';

export type TrackingService =
  | { kind: 'google-analytics'; measurementId: string; scriptSrc: string }
  | { kind: 'matomo'; trackerUrl: string; siteId: string; scriptSrc: string };

export interface TrackingConfig {
  services: TrackingService[];
  /** Values that are set but unusable, with the reason; the service stays off. */
  problems: string[];
}

/**
 * The tracking services a site configures: Google Analytics 4 (`GOOGLE_ANALYTICS_ID` = G-…) and
 * Matomo (`MATOMO_URL` https base + `MATOMO_SITE_ID`). Nothing configured ⇒ no service at all.
 */
export function trackingServices(parameters: ParameterList): TrackingConfig {
  const services: TrackingService[] = [];
  const problems: string[] = [];
  const gaId = parameterString(parameters, 'GOOGLE_ANALYTICS_ID');
  if (gaId) {
    if (/^G-[A-Z0-9]{4,20}$/.test(gaId)) {
      services.push({
        kind: 'google-analytics',
        measurementId: gaId,
        scriptSrc: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`,
      });
    } else problems.push(`GOOGLE_ANALYTICS_ID "${gaId}" is not a GA4 measurement id like G-ABC123XYZ`);
  }
  const matomoUrl = parameterString(parameters, 'MATOMO_URL');
  const matomoSite = parameterString(parameters, 'MATOMO_SITE_ID');
  if (matomoUrl || matomoSite) {
    let base: URL | null = null;
    try {
      base = new URL(matomoUrl.endsWith('/') ? matomoUrl : `${matomoUrl}/`);
    } catch {
      base = null;
    }
    if (!base || base.protocol !== 'https:') problems.push(`MATOMO_URL "${matomoUrl}" must be an https URL`);
    else if (!/^[1-9]\d{0,8}$/.test(matomoSite)) problems.push(`MATOMO_SITE_ID "${matomoSite}" must be a positive integer`);
    else {
      services.push({
        kind: 'matomo',
        trackerUrl: new URL('matomo.php', base).href,
        siteId: matomoSite,
        scriptSrc: new URL('matomo.js', base).href,
      });
    }
  }
  return { services, problems };
}

/**
 * The origins the page's Content-Security-Policy must allow for the configured services: their
 * script is injected with the nonce, and they send hits with fetch/beacon (connect-src).
 */
export function trackingCspSources(services: readonly TrackingService[]): { connect: string[]; script: string[] } {
  const connect = new Set<string>();
  const script = new Set<string>();
  for (const service of services) {
    if (service.kind === 'google-analytics') {
      script.add('https://www.googletagmanager.com');
      for (const origin of ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com']) connect.add(origin);
    } else {
      const origin = new URL(service.scriptSrc).origin;
      script.add(origin);
      connect.add(origin);
    }
  }
  return { connect: [...connect], script: [...script] };
}
