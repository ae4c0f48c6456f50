import type { ParameterList } from '../../ui/theme/parameter-value.ts';
import { jsonLdScript } from './json-ld-script.ts';
import { organizationJsonLd, type BusinessSiteInfo } from './organization-json-ld.ts';
import { seoOrigin, type SiteUrls } from './seo-origin.ts';

/**
 * The site's business JSON-LD (Winery, LocalBusiness…) as text safe inside `<script type="application/ld+json">`, or
 * null when the site has no usable public address (no absolute URL can be built). The footer
 * renders it: site-wide data, kept with the footer's HTML in the browser (decision 0022).
 */
export function organizationJsonLdText(parameters: ParameterList, siteInfo: SiteUrls & BusinessSiteInfo): string | null {
  // Written once per version of the two documents (the server's cache hands the same objects to every page).
  let bySite = written.get(parameters);
  if (!bySite) written.set(parameters, (bySite = new WeakMap()));
  let text = bySite.get(siteInfo);
  if (text === undefined) {
    const origin = seoOrigin(siteInfo);
    text = origin ? jsonLdScript(organizationJsonLd(parameters, siteInfo, origin)) : null;
    bySite.set(siteInfo, text);
  }
  return text;
}

const written = new WeakMap<object, WeakMap<object, string | null>>();
