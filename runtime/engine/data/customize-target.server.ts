import { productContracts } from '../../../schemas/api/shop/product-contracts.ts';
import type { DeclinationInCents, ProductDetailInCents } from '../../../schemas/api/shop/product.ts';
import type { ApiClient } from '../api/create-api-client.ts';
import { productCustomizations } from '../api/endpoints/customization.ts';
import type { ServedCustomization } from '../machines/customization/customization-definition.ts';


/** What the customize page reads of a product: `GET /product/{id}` (schemas/api/shop/product.ts). */
export type CustomizeProduct = ProductDetailInCents;
export type CustomizeDeclination = DeclinationInCents;

/** The product, its declination and its customizations; or why not: unknown (404) or the API unreachable. */
export type CustomizeTarget =
  | { found: true; product: CustomizeProduct; declination: CustomizeDeclination; customizations: ServedCustomization[] }
  | { found: false; status?: number | undefined };

const DIGITS = /^[1-9][0-9]*$/;
const PAGE_SIZE = 100;

/**
 * The product id of the route: `:id`, else the slug when it is a number (react-router reads
 * `/products/13/1301/customize` as slug 13 and declination 1301), else none.
 */
function productIdOf(params: Readonly<Record<string, string | undefined>>): number | null {
  if (params.id && DIGITS.test(params.id)) return Number(params.id);
  if (!params.id && params.slug && DIGITS.test(params.slug)) return Number(params.slug);
  return null;
}

/** The listed product that has a declination, page by page (for a route without a product id). */
async function productOfDeclination(api: ApiClient, idDeclination: number): Promise<{ id: number } | { status?: number | undefined } | null> {
  for (let page = 1; ; page += 1) {
    const list = await api.call(productContracts.list, { query: { page, nbItem: PAGE_SIZE } });
    if (!list.success) return { status: list.status };
    const owner = list.data.products.find((product) => product.declination.some((one) => one.id === idDeclination));
    if (owner) return { id: owner.id };
    if (page * PAGE_SIZE >= list.data.total || list.data.products.length === 0) return null;
  }
}

/**
 * Reads what the customize route names (GET /product/{id}, GET /product/{id}/customization):
 * not found when the product is unknown, the declination is not one of its declinations, or the
 * product offers no customization. Used by the page's record check (a 404) and the block's loader.
 */
export async function customizeTarget(api: ApiClient, params: Readonly<Record<string, string | undefined>>): Promise<CustomizeTarget> {
  if (!params.idDeclination || !DIGITS.test(params.idDeclination)) return { found: false, status: 404 };
  const idDeclination = Number(params.idDeclination);
  let idProduct = productIdOf(params);
  if (idProduct === null) {
    const owner = await productOfDeclination(api, idDeclination);
    if (!owner || !('id' in owner)) return { found: false, status: owner ? owner.status : 404 };
    idProduct = owner.id;
  }
  const [product, customizations] = await Promise.all([
    api.call(productContracts.read, { params: { id: idProduct } }),
    productCustomizations(api, idProduct),
  ]);
  if (!product.success) return { found: false, status: product.status };
  if (!customizations.success) return { found: false, status: customizations.status };
  const declination = product.data.declination.find((one) => one.id === idDeclination);
  if (!declination || customizations.data.length === 0) return { found: false, status: 404 };
  return { found: true, product: product.data, declination, customizations: customizations.data };
}
