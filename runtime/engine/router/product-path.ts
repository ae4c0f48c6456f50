import { slugify } from '../../../rules/text/slugify.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { TextPair } from '../../../rules/text/pick-text.ts';
import { withLocalePrefix } from '../../../rules/locale-path.ts';

/**
 * The product routes of §2 (`/products/:slug?/:id`, `/wines/:slug?/:id`,
 * `/wines/:slug/:id/detail/:idDeclination`, `/wines/:slug/:id/:year`): their id names a product
 * of the shop, checked by the page loader (an unknown product, declination or vintage is a 404,
 * a wrong or missing slug a 301 to the canonical path).
 */
export const PRODUCT_ROUTE_NAMES = ['products-slug-id', 'wines-slug-id', 'wines-slug-id-detail-idDeclination', 'wines-slug-id-year'] as const;
export type ProductRouteName = (typeof PRODUCT_ROUTE_NAMES)[number];

export function isProductRoute(name: string): name is ProductRouteName {
  return (PRODUCT_ROUTE_NAMES as readonly string[]).includes(name);
}

/** The customization page of a declination (§2): `/products/{slug?}/{id?}/{idDeclination}/customize`. */
export const CUSTOMIZE_ROUTE = 'products-slug-id-idDeclination-customize';

/** What a product path needs: its id, its name in the path's language, and its §3 type. */
export interface ProductPathInput {
  id: number;
  name: string;
  productType?: string | null;
}

/** The slug of a product: its name by the §5 name-to-slug rule ('produit' when nothing is left). */
export function productSlug(name: string): string {
  return slugify(name) || 'produit';
}


/**
 * The page of a product: wines under `/wines/{slug}/{id}`, other goods under `/products/{slug}/{id}`;
 * `declination` (a wine's declination id) and `year` (its vintage) point at one version of a wine.
 */
export function productPath(locale: Locale, product: ProductPathInput, version: { declination?: number; year?: number } = {}): string {
  const slug = productSlug(product.name);
  if (product.productType !== 'WINE') return withLocalePrefix(`/products/${slug}/${product.id}`, locale);
  const base = withLocalePrefix(`/wines/${slug}/${product.id}`, locale);
  if (version.declination !== undefined) return `${base}/detail/${version.declination}`;
  if (version.year !== undefined) return `${base}/${version.year}`;
  return base;
}

/**
 * The canonical path of a product route as requested: the same route and parameters, the slug
 * made from the product's name in `locale` (the customization page always names slug and id).
 */
export function canonicalProductPath(
  route: ProductRouteName | typeof CUSTOMIZE_ROUTE,
  locale: Locale,
  product: ProductPathInput,
  params: Record<string, string | undefined>,
): string {
  const slug = productSlug(product.name);
  if (route === CUSTOMIZE_ROUTE) return withLocalePrefix(`/products/${slug}/${product.id}/${params.idDeclination}/customize`, locale);
  const base = withLocalePrefix(`/${route === 'products-slug-id' ? 'products' : 'wines'}/${slug}/${product.id}`, locale);
  if (route === 'wines-slug-id-detail-idDeclination') return `${base}/detail/${params.idDeclination}`;
  if (route === 'wines-slug-id-year') return `${base}/${params.year}`;
  return base;
}

/** The site path of a product's technical file (PDF), in the page's language (served by host/assets/technical-file.server.ts). */
export function technicalFilePath(locale: Locale, idProduct: number, idDeclination?: number): string {
  return withLocalePrefix(`/technical-file/${idProduct}${idDeclination ? `/${idDeclination}` : ''}`, locale);
}

/**
 * The paths search engines are given for a product route's page (canonical, hreflang): a wine's
 * declination page (`…/detail/{id}`) and vintage page (`…/{year}`) show the wine's page again (the
 * same title, description and text, the picker set on that version), so they name the wine's page
 * (issue 39); any other route names itself.
 */
export function productCanonicalPaths<P extends Partial<TextPair>>(route: string, paths: P): P {
  if (route !== 'wines-slug-id-detail-idDeclination' && route !== 'wines-slug-id-year') return paths;
  const version = route === 'wines-slug-id-year' ? /\/\d+$/ : /\/detail\/\d+$/;
  return Object.fromEntries(Object.entries(paths).map(([locale, path]) => [locale, typeof path === 'string' ? path.replace(version, '') : path])) as P;
}
