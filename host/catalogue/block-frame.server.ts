import type { Locale } from '../../rules/locale.ts';
import type { EngineContext, SiteEntry } from '../data/engine-context.ts';
import { siteConfigContracts } from '../../schemas/api/site/site-contracts.ts';
import type { BlockFrameResult } from './entry.catalogue.tsx';
import type { CatalogueEntry } from './catalogue-entry.ts';

/**
 * Renders one block alone in its frame document with the site's theme and data (the catalogue's
 * frames, the admin's layout previews). `props` replaces the block's example props.
 */
export async function renderSiteBlockFrame(input: {
  entry: CatalogueEntry;
  engine: EngineContext;
  site: SiteEntry;
  type: string;
  locale: Locale;
  nonce: string;
  stylesheets: (blockTypes: readonly string[]) => readonly string[];
  props?: Record<string, unknown>;
}): Promise<BlockFrameResult | { status: 503; html: null; message: string }> {
  const { engine, site, locale } = input;
  const [siteInfo, parameters] = await Promise.all([
    engine.config.call(site.idSite, locale, siteConfigContracts.info, {}),
    engine.config.call(site.idSite, locale, siteConfigContracts.parameters, {}),
  ]);
  if (!siteInfo.success) return { status: 503, html: null, message: `Site unavailable: ${siteInfo.message}` };
  return input.entry.renderBlockFrame({
    type: input.type,
    locale,
    dev: engine.dev,
    nonce: input.nonce,
    siteName: site.name,
    siteInfo: siteInfo.data,
    parameters: parameters.success ? parameters.data : [],
    api: engine.api(locale),
    apiBaseUrl: engine.apiBaseUrl,
    stylesheets: input.stylesheets,
    log: engine.log,
    ...(input.props ? { props: input.props } : {}),
  });
}
