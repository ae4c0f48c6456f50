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
  if (!parameters.success) return NONE;
  // One object per parameters version (the cache hands out the same document until it changes): the page policy is built once for it.
  let sources = ofParameters.get(parameters.data);
  if (!sources) {
    sources = trackingCspSources(trackingServices(parameters.data).services);
    ofParameters.set(parameters.data, sources);
  }
  return sources;
}

const NONE: CspSources = { script: [], connect: [] };
const ofParameters = new WeakMap<object, CspSources>();
