import type { ApiClient } from '../create-api-client.ts';
import type { ListPage } from '../api-result.ts';
import type { ApiElement, ApiSiteInfo, ApiSiteParameter } from './site-types.ts';
import * as site from './site.ts';

/** The start-up data of §7; each entry is null when its call did not succeed. */
export interface StartupData {
  parameters: ApiSiteParameter[] | null;
  siteInfo: ApiSiteInfo | null;
  logged: unknown;
  promotedNews: unknown;
  addressTypes: unknown[] | null;
  companyAddress: unknown;
  variations: unknown[] | null;
  productFileGenerator: unknown;
  logoFooter: ListPage<ApiElement> | null;
  linkFooter: ListPage<ApiElement> | null;
  user: unknown;
}

const FOOTER_LIST = { page: 1, nbItem: 100 };

/**
 * Runs the §7 start-up calls in parallel and keeps only the successful results. Never throws:
 * a failed call leaves its entry null.
 */
export async function startup(api: ApiClient): Promise<StartupData> {
  const [parameters, siteInfo, logged, promotedNews, addressTypes, companyAddress, variations, generator, logoFooter, linkFooter, user] =
    await Promise.all([
      site.parameters(api),
      site.siteInfo(api),
      site.logged(api),
      site.promotedNews(api),
      site.addressTypes(api),
      site.companyAddress(api),
      site.variations(api),
      site.externalAppConfig(api, 'PRODUCT_FILE_GENERATOR'),
      site.elements(api, 'logo-footer', FOOTER_LIST),
      site.elements(api, 'link-footer', FOOTER_LIST),
      site.user(api),
    ]);
  return {
    parameters: site.dataOrNull(parameters),
    siteInfo: site.dataOrNull(siteInfo),
    logged: site.dataOrNull(logged),
    promotedNews: site.dataOrNull(promotedNews),
    addressTypes: site.dataOrNull(addressTypes),
    companyAddress: site.dataOrNull(companyAddress),
    variations: site.dataOrNull(variations),
    productFileGenerator: site.dataOrNull(generator),
    logoFooter: site.dataOrNull(logoFooter),
    linkFooter: site.dataOrNull(linkFooter),
    user: site.dataOrNull(user),
  };
}
