import { DEFAULT_STOCK_DISPLAY_THRESHOLD } from '../../../rules/shop/stock-status.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { ServedParameter } from '../../../schemas/api/site.ts';
import type { ServedPaths } from '../../../schemas/api/pages.ts';
import type { ShippingRates } from '../../../schemas/api/shipping.ts';
import type { InCents } from '../../../schemas/api/euros.ts';
import { parameterBoolean, parameterNumber } from '../../ui/theme/parameter-value.ts';
import { companyIdentity } from '../../ui/company-identity.ts';
import { keepJson } from '../../engine/data/keep-json.ts';
import { jsonLdScript } from './json-ld-script.ts';
import type { PageHead } from './page-head.ts';
import { isProductForSeo, productJsonLd, productOpenGraph } from './product-json-ld.ts';
import { returnPolicyJsonLd } from './return-policy-json-ld.ts';
import { seoImageUrl } from './seo-image-url.ts';
import { seoOrigin } from './seo-origin.ts';
import { shippingDetailsJsonLd } from './shipping-details-json-ld.ts';
import { absoluteUrl, siteOrigin } from './site-origin.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

export interface ProductHeadInput {
  record: unknown;
  siteInfo: Record<string, unknown>;
  parameters: readonly ServedParameter[];
  locale: Locale;
  paths: ServedPaths;
  /** GET /shipping/rates, or null when the API has none (the shipping details are then left out). */
  /** As the configuration cache gives them (`config.get`), fees in cents. */
  shippingRates: InCents<ShippingRates> | null;
}

/**
 * A product page's head, on the server: Open Graph `og:type` product, its image, price and
 * availability, and its schema.org ProductGroup (one Product per declination, with the estate as
 * brand, the site's delivery fees as shipping details and its return policy). Null without a usable
 * site origin (no absolute URL can be built) or when the record is no product.
 */
export function productHead(input: ProductHeadInput): PageHead | null {
  const { record, siteInfo, parameters, locale, paths, shippingRates } = input;
  if (typeof record !== 'object' || record === null) return null;
  // The config cache hands out the very same objects while the API answers 304: the head of an
  // unchanged product (stock included: it is part of the record) is built once, and kept for the boot script.
  const last = heads.get(record);
  if (last && last.siteInfo === siteInfo && last.parameters === parameters && last.shippingRates === shippingRates && last.locale === locale && last.path === pickText(paths, locale)) return last.head;
  const head = buildProductHead(input);
  heads.set(record, { siteInfo, parameters, shippingRates, locale, path: pickText(paths, locale), head: head ? keepJson(head) : null });
  return head;
}

const heads = new WeakMap<object, { siteInfo: unknown; parameters: unknown; shippingRates: unknown; locale: Locale; path: string | undefined; head: PageHead | null }>();

function buildProductHead({ record, siteInfo, parameters, locale, paths, shippingRates }: ProductHeadInput): PageHead | null {
  if (!isProductForSeo(record)) return null;
  const origin = seoOrigin(siteInfo);
  if (!origin) return null;
  const rates = (shippingRates?.rates ?? []).map((rate) => ({ country: rate.country, postalCodePrefixes: rate.postalCodePrefixes, feeCents: rate.fee, handlingDays: rate.handlingDays ?? null, transitDays: rate.transitDays ?? null }));
  const identity = companyIdentity(parameters);
  const url = absoluteUrl(siteOrigin(origin), pickText(paths, locale));
  const type = (record as { productType?: unknown; type?: { type?: unknown } }).productType ?? (record as { type?: { type?: unknown } }).type?.type;
  const seo = {
    url,
    // A wine's declination has its page (`…/detail/{id}`, canonical to the wine's); other goods pick it with `?declination=`.
    variantUrl: (id: number) => (type === 'WINE' ? `${url}/detail/${id}` : `${url}?declination=${id}`),
    locale,
    imageUrl: (src: string, seoName: string) => seoImageUrl(origin, src, seoName),
    stock: {
      stockManagement: parameterBoolean(parameters, 'STOCK_MANAGEMENT', false),
      showStockLabels: parameterBoolean(parameters, 'SHOW_STOCK_LABELS', false),
      threshold: parameterNumber(parameters, 'STOCK_DISPLAY_THRESHOLD', DEFAULT_STOCK_DISPLAY_THRESHOLD),
    },
    hidePrices: parameterBoolean(parameters, 'HIDE_PRODUCT_PRICES', false),
    brand: identity.name || (typeof siteInfo.name === 'string' ? siteInfo.name : null),
    shippingDetails: shippingDetailsJsonLd(rates),
    returnPolicy: returnPolicyJsonLd(parameters, [...new Set(rates.map((rate) => rate.country))]),
  };
  return { tags: productOpenGraph([], record, seo), jsonLd: jsonLdScript(productJsonLd(record, seo)) };
}
