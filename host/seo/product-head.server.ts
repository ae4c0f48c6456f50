import { DEFAULT_STOCK_DISPLAY_THRESHOLD } from '../../rules/shop/stock-status.ts';
import type { Locale } from '../../rules/locale.ts';
import { mediaCdnPath } from '../../runtime/engine/data/media-path.ts';
import type { ServedParameter } from '../../schemas/api/site.ts';
import type { ServedPaths } from '../../schemas/api/pages.ts';
import { parameterBoolean, parameterNumber } from '../../runtime/ui/theme/parameter-value.ts';
import { jsonLdScript } from '../../runtime/web/seo/json-ld-script.ts';
import type { PageHead } from '../../runtime/web/seo/page-head.ts';
import { isProductForSeo, productJsonLd, productOpenGraph } from '../../runtime/web/seo/product-json-ld.ts';
import { seoOrigin } from '../../runtime/web/seo/seo-origin.ts';
import { absoluteUrl, siteOrigin } from '../../runtime/web/seo/site-origin.ts';

export interface ProductHeadInput {
  record: unknown;
  siteInfo: Record<string, unknown>;
  parameters: readonly ServedParameter[];
  locale: Locale;
  paths: ServedPaths;
}

/**
 * A product page's head, on the server: Open Graph `og:type` product, its image, price and
 * availability, and its schema.org Product with one Offer per declination. Null without a usable
 * site origin (no absolute URL can be built) or when the record is no product.
 */
export function productHead({ record, siteInfo, parameters, locale, paths }: ProductHeadInput): PageHead | null {
  if (!isProductForSeo(record)) return null;
  const origin = seoOrigin(siteInfo);
  if (!origin) return null;
  const seo = {
    url: absoluteUrl(siteOrigin(origin), paths[locale]),
    image: record.image?.src ? absoluteUrl(siteOrigin(origin), mediaCdnPath(record.image.src)) : null,
    stock: {
      stockManagement: parameterBoolean(parameters, 'STOCK_MANAGEMENT', false),
      showStockLabels: parameterBoolean(parameters, 'SHOW_STOCK_LABELS', false),
      threshold: parameterNumber(parameters, 'STOCK_DISPLAY_THRESHOLD', DEFAULT_STOCK_DISPLAY_THRESHOLD),
    },
    hidePrices: parameterBoolean(parameters, 'HIDE_PRODUCT_PRICES', false),
  };
  return { tags: productOpenGraph([], record, seo), jsonLd: jsonLdScript(productJsonLd(record, seo)) };
}
