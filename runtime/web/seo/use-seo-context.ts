import { useLocation } from 'react-router';
import { useSiteData } from '../../ui/site-data-context.ts';
import type { SeoContext } from './seo-context.ts';
import { seoOrigin } from './seo-origin.ts';
import { absoluteUrl } from './site-origin.ts';
import { seoImageUrl } from './seo-image-url.ts';
import { siteLogoSrc } from './site-logo-src.ts';

/** The site context of a block's structured data, and the absolute URL of the page it is on. */
export type PageSeoContext = SeoContext & { pageUrl: string };

/**
 * What a block's structured data needs about the site (public origin, parameters, name, the
 * page's language and URL), or null when the site names no public address (no absolute URL can
 * be built).
 */
export function useSeoContext(): PageSeoContext | null {
  const { siteInfo, parameters, locale } = useSiteData();
  const { pathname } = useLocation();
  const origin = seoOrigin(siteInfo as Record<string, unknown>);
  return origin ? { origin, parameters, siteName: siteInfo.name, locale, pageUrl: absoluteUrl(origin, pathname), logo: seoImageUrl(origin, siteLogoSrc(siteInfo)) } : null;
}
