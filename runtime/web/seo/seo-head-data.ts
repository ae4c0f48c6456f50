import { defaultDescription, documentTitle, siteName } from './head-info.ts';
import { mediaCdnPath } from '../../engine/data/media-path.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { ServedPaths } from '../../../schemas/api/pages.ts';
import type { ServedParameter, ServedSiteInfo } from '../../../schemas/api/site.ts';
import { headTags, type HeadTag } from './head-tags.ts';
import { mergeHeadTags, type PageHead } from './page-head.ts';
import { seoOrigin } from './seo-origin.ts';
import { siteLogoSrc } from './site-logo-src.ts';

/** What the head reads of the site (the root loader's data has it; seo/ reads no app/ type, issue 35 item 4). */
export interface SeoRoot {
  locale: Locale;
  siteInfo: ServedSiteInfo;
  parameters: ServedParameter[];
}
/** The page's own part: its title, description and paths, and what a detail page adds (a product's head). */
export interface SeoPage {
  title: string;
  metaDescription: string;
  paths: ServedPaths;
  head?: PageHead | null;
}

export interface SeoHeadData {
  tags: HeadTag[];
  /**
   * The page's own JSON-LD (a product page's schema.org Product), as text safe inside
   * `<script type="application/ld+json">`; the site's business JSON-LD (Winery, LocalBusiness…) is the footer's
   * (`organizationJsonLdText`).
   */
  jsonLd: string | null;
}

/** The site logo as an Open Graph image (through the image CDN path, or an https URL), if any. */
function logoImage(siteInfo: SeoRoot['siteInfo']): string | null {
  const src = siteLogoSrc(siteInfo);
  if (src === null || /^https:\/\//i.test(src)) return src;
  return src.startsWith('/ik-seo/') ? src : mediaCdnPath(src);
}

/**
 * Everything a page's head tells search engines and link previews: title (page | company),
 * meta description (the page's, else the company description), canonical, hreflang fr / en /
 * x-default and Open Graph, with what the page loader added for a detail page (page.head: a product's Open Graph tags and JSON-LD). Without a usable site origin
 * only the title and description are given (no absolute URL can be built).
 */
export function seoHeadData(root: SeoRoot, page: SeoPage, fallbackOrigin?: string | null): SeoHeadData {
  const name = siteName(root);
  const title = documentTitle(page.title, name);
  const description = (page.metaDescription || defaultDescription(root.parameters)).trim();
  const origin = seoOrigin(root.siteInfo as Record<string, unknown>, fallbackOrigin);
  if (!origin) {
    const tags: HeadTag[] = [{ tag: 'title', text: title }];
    if (description) tags.push({ tag: 'meta', attributes: { name: 'description', content: description } });
    return { tags, jsonLd: null };
  }
  const tags = headTags({
    title,
    description,
    locale: root.locale,
    alternates: { fr: page.paths.fr, en: page.paths.en },
    origin,
    siteName: name,
    image: logoImage(root.siteInfo),
  });
  if (!page.head) return { tags, jsonLd: null };
  return { tags: mergeHeadTags(tags, page.head.tags), jsonLd: page.head.jsonLd };
}
