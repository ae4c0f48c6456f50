import { defaultDescription, documentTitle, siteName } from '../app/head-info.ts';
import { mediaCdnPath } from '../app/media-path.ts';
import type { PageData, RootData } from '../data/loader-data.ts';
import { headTags, type HeadTag } from './head-tags.ts';
import { jsonLdScript } from './json-ld-script.ts';
import { organizationJsonLd } from './organization-json-ld.ts';
import { seoOrigin } from './seo-origin.ts';
import { isProductForSeo, productJsonLd, productOpenGraph } from '../seo/product-json-ld.ts';
import { absoluteUrl, siteOrigin } from '../seo/site-origin.ts';
import { isProductRoute } from '../router/product-path.ts';
import { parseRouteId } from '../router/route-table.ts';
import { parameterBoolean, parameterNumber } from '../theme/parameter-value.ts';
import { DEFAULT_STOCK_DISPLAY_THRESHOLD } from '../../rules/shop/stock-status.ts';

export type SeoRoot = Pick<RootData, 'locale' | 'siteInfo' | 'parameters'>;
export type SeoPage = Pick<PageData, 'title' | 'metaDescription' | 'paths'> & Partial<Pick<PageData, 'routeId' | 'record'>>;

export interface SeoHeadData {
  tags: HeadTag[];
  /** The LocalBusiness JSON-LD, as text safe inside `<script type="application/ld+json">`. */
  jsonLd: string | null;
  /** A product page's schema.org Product with its offers, as JSON-LD text. */
  productJsonLd?: string | null;
}

const LOGO_TYPES = ['LOGO', 'LOGO_FOOTER'];

/** The site logo as an Open Graph image (through the image CDN path, or an https URL), if any. */
function logoImage(siteInfo: SeoRoot['siteInfo']): string | null {
  for (const type of LOGO_TYPES) {
    const logo = siteInfo.logos?.find((candidate) => candidate.type === type);
    const online = (logo as { onlineImage?: { url?: unknown } } | undefined)?.onlineImage?.url;
    const src = typeof online === 'string' ? online : (logo?.url ?? logo?.src);
    if (typeof src !== 'string' || src === '') continue;
    if (/^https:\/\//i.test(src)) return src;
    if (src.startsWith('/') && !src.startsWith('//')) return src.startsWith('/ik-seo/') ? src : mediaCdnPath(src);
  }
  return null;
}

/**
 * Everything a page's head tells search engines and link previews: title (page | company),
 * meta description (the page's, else the company description), canonical, hreflang fr / en /
 * x-default, Open Graph, and the company's LocalBusiness JSON-LD. Without a usable site origin
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
    alternates: { fr_FR: page.paths.fr_FR, en: page.paths.en },
    origin,
    siteName: name,
    image: logoImage(root.siteInfo),
  });
  const jsonLd = jsonLdScript(organizationJsonLd(root.parameters, root.siteInfo, origin));
  const product = page.routeId && isProductRoute(parseRouteId(page.routeId)?.name ?? '') && isProductForSeo(page.record) ? page.record : null;
  if (!product) return { tags, jsonLd };
  const seo = {
    url: absoluteUrl(siteOrigin(origin), page.paths[root.locale]),
    image: product.image?.src ? absoluteUrl(siteOrigin(origin), mediaCdnPath(product.image.src)) : null,
    stock: {
      stockManagement: parameterBoolean(root.parameters, 'STOCK_MANAGEMENT', false),
      showStockLabels: parameterBoolean(root.parameters, 'SHOW_STOCK_LABELS', false),
      threshold: parameterNumber(root.parameters, 'STOCK_DISPLAY_THRESHOLD', DEFAULT_STOCK_DISPLAY_THRESHOLD),
    },
    hidePrices: parameterBoolean(root.parameters, 'HIDE_PRODUCT_PRICES', false),
  };
  return { tags: productOpenGraph(tags, product, seo), jsonLd, productJsonLd: jsonLdScript(productJsonLd(product, seo)) };
}
