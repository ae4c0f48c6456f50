import { redirect } from 'react-router';
import { toLang, type Locale } from '../../rules/locale.ts';
import { otherLocale } from '../../runtime/engine/router/locale.ts';
import { canonicalProductPath, CUSTOMIZE_ROUTE, isProductRoute } from '../../runtime/engine/router/product-path.ts';
import type { ProductPathInput, ProductRouteName } from '../../runtime/engine/router/product-path.ts';
import type { RouteEntry } from '../../runtime/engine/router/route-table.ts';
import { customizeTarget } from '../../runtime/engine/data/customize-target.server.ts';
import type { EngineContext } from './engine-context.ts';
import { ServedProductDetailSchema } from '../../schemas/api/shop/product.ts';
import type { ServedPaths } from '../../schemas/api/pages.ts';
import type { ProductDetailInCents } from '../../schemas/api/shop/product.ts';
import { apiUnavailable } from '../../runtime/engine/data/site-unavailable.ts';
import { siteUnavailable } from './site-unavailable.server.ts';
import { pickText } from '../../rules/text/pick-text.ts';

/** The product of a product route (GET /product/{id}) and the page's path in each language. */
export interface ProductPage {
  record: Record<string, unknown>;
  paths: ServedPaths;
  /** The record the page's block loaders get: the product with its `awards` and `recommendedProducts`. */
  blockRecord: Record<string, unknown>;
}

/** What GET /product/{id}?with=… adds to the product: the page's blocks use them, the page data does not. */
const EXTRAS = ['names', 'awards', 'recommendedProducts'] as const;

function pathInput(record: Record<string, unknown>): ProductPathInput {
  const type = record.type as { type?: unknown } | undefined;
  return {
    id: Number(record.id),
    name: typeof record.name === 'string' ? record.name : '',
    productType: typeof record.productType === 'string' ? record.productType : typeof type?.type === 'string' ? type.type : null,
  };
}

/**
 * A product answer, through the config cache: kept with its ETag and asked again on every page
 * (`freshMs: 0`), so stock is never stale, while an unchanged answer costs a 304 and comes back
 * as the same frozen object (decision 0030). Undefined when the API has no such product.
 */
async function fetchProduct(ctx: EngineContext, locale: Locale, path: string, pageLocale: Locale): Promise<ProductDetailInCents | undefined> {
  const result = await ctx.config.get(ctx.site.idSite, locale, path, ServedProductDetailSchema, { freshMs: 0 });
  if (!result.success && apiUnavailable(result)) siteUnavailable(pageLocale);
  return result.success ? result.data : undefined;
}

const records = new WeakMap<ProductDetailInCents, Record<string, unknown>>();

/** The product without what only its blocks use: made once per answer version. */
function recordOf(answer: ProductDetailInCents): Record<string, unknown> {
  let record = records.get(answer);
  if (!record) {
    record = Object.fromEntries(Object.entries(answer).filter(([key]) => !(EXTRAS as readonly string[]).includes(key)));
    records.set(answer, record);
  }
  return record;
}

/** True when the route's declination or vintage belongs to the product (routes without one: true). */
export function versionExists(route: ProductRouteName, record: Pick<ProductDetailInCents, 'declination'>, params: Record<string, string | undefined>): boolean {
  const declinations = record.declination ?? [];
  if (route === 'wines-slug-id-detail-idDeclination') return declinations.some((one) => String(one.id) === params.idDeclination);
  if (route === 'wines-slug-id-year') return declinations.some((one) => String(one.year) === params.year);
  return true;
}

/**
 * The record check of a product route, like the content detail pages' "record lookup": an unknown
 * product, or a declination or vintage it does not have, is undefined (the page is a 404); a path
 * whose slug is not the one made from the product's name is redirected (301) to the canonical
 * path, query kept. Null for any other route.
 */
export async function findProductPage(
  ctx: EngineContext,
  entry: RouteEntry,
  params: Record<string, string | undefined>,
  url: URL,
): Promise<ProductPage | null | undefined> {
  if (entry.name === CUSTOMIZE_ROUTE) return findCustomizePage(ctx, entry, params, url);
  if (!isProductRoute(entry.name) || !params.id) return null;
  const route = entry.name;
  // One call: the product with its names in every language, its awards and recommended products.
  const answer = await fetchProduct(ctx, entry.locale, `/product/${params.id}?with=awards,recommended`, entry.locale);
  if (!answer || !versionExists(route, answer, params)) return undefined;
  const record = recordOf(answer);
  const canonical = canonicalProductPath(route, entry.locale, pathInput(record), params);
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  const other = otherLocale(entry.locale);
  const names = answer.names;
  // An API without `names` (an older one behind API_URL) is asked for the other language.
  const otherName = names && pickText(names, other);
  const translated = typeof otherName === 'string' ? { ...record, name: otherName } : await fetchProduct(ctx, other, `/product/${params.id}`, entry.locale);
  const otherPath = canonicalProductPath(route, other, pathInput(translated ?? record), params);
  return { record, blockRecord: answer, paths: { [toLang(entry.locale)]: canonical, [toLang(other)]: otherPath } as ServedPaths };
}

/**
 * The customize route's record check: the product and its declination must exist and the product
 * must offer customizations, else a 404 (an API that does not answer is a 503). Its path is
 * canonical as the product pages' are: a wrong or missing slug or product id is a 301, and the
 * other language's path carries the product's name in that language. The record's title names
 * the product being customised.
 */
async function findCustomizePage(
  ctx: EngineContext,
  entry: RouteEntry,
  params: Record<string, string | undefined>,
  url: URL,
): Promise<ProductPage | undefined> {
  const target = await customizeTarget(ctx.api(entry.locale), params);
  if (!target.found) {
    if (apiUnavailable(target)) siteUnavailable(entry.locale);
    return undefined;
  }
  const { product } = target;
  const canonical = canonicalProductPath(CUSTOMIZE_ROUTE, entry.locale, product, params);
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  const other = otherLocale(entry.locale);
  const otherName = product.names && pickText(product.names, other);
  const translated = typeof otherName === 'string' ? { ...product, name: otherName } : await fetchProduct(ctx, other, `/product/${product.id}`, entry.locale);
  const otherPath = canonicalProductPath(CUSTOMIZE_ROUTE, other, translated ? pathInput(translated) : product, params);
  const title = entry.locale === 'en' ? `Customise: ${product.name}` : `Personnaliser : ${product.name}`;
  const record = { id: product.id, title, summary: product.summary ?? '' };
  return { record, blockRecord: record, paths: { [toLang(entry.locale)]: canonical, [toLang(other)]: otherPath } as ServedPaths };
}
