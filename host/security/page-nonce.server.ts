import type { ConfigCache } from '../data/config-cache.server.ts';
import type { SiteEntry } from '../data/engine-context.ts';
import { siteConfigContracts } from '../../schemas/api/site/site-contracts.ts';
import { parameterBoolean } from '../../runtime/ui/theme/parameter-value.ts';
import { createNonce } from './security-headers.server.ts';

/**
 * The CSP nonce of a page, or null when the page needs none (decision 0020). A nonce is needed
 * where scripts come from the configuration (ALLOW_CUSTOM_SCRIPTS: END_OF_BODY_HTML's scripts,
 * a page's `link.jsCode`) and in development (Vite's preamble, the problems overlay). Every
 * other page allows its one inline script, the boot data, by hash: its bytes are the same for
 * every visitor, so a shared cache can keep it without replaying a nonce.
 */
export async function pageNonce(config: Pick<ConfigCache, 'call'>, site: Pick<SiteEntry, 'idSite'>, dev: boolean): Promise<string | null> {
  if (dev) return createNonce();
  const parameters = await config.call(site.idSite, 'fr_FR', siteConfigContracts.parameters, {});
  // Parameters unreadable: the page will say the site is unavailable; a nonce costs nothing then.
  if (!parameters.success) return createNonce();
  return parameterBoolean(parameters.data, 'ALLOW_CUSTOM_SCRIPTS', false) ? createNonce() : null;
}
