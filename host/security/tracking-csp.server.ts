import type { ConfigCache } from '../data/config-cache.server.ts';
import type { SiteEntry } from '../data/engine-context.ts';
import { siteConfigContracts } from '../../schemas/api/site/site-contracts.ts';
import { trackingCspSources, trackingServices } from '../../runtime/web/consent/tracking/tracking-services.ts';
import type { CspSources } from './csp-sources.ts';

/**
 * The CSP origins of the tracking services a site configures (GOOGLE_ANALYTICS_ID, MATOMO_URL +
 * MATOMO_SITE_ID), read through the web server's configuration cache. None when nothing is
 * configured or the parameters cannot be read: the policy then stays at its strictest.
 */
export async function trackingCsp(config: Pick<ConfigCache, 'call'>, site: Pick<SiteEntry, 'idSite'>): Promise<CspSources> {
  const parameters = await config.call(site.idSite, 'fr_FR', siteConfigContracts.parameters, {});
  if (!parameters.success) return { script: [], connect: [] };
  return trackingCspSources(trackingServices(parameters.data).services);
}
