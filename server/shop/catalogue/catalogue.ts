import { createHash } from 'node:crypto';
import type { Discount, DiscountsDocument, QuantityDiscount } from '../../../schemas/catalogue/discounts.schema.ts';
import type { Declination, Product, ProductsDocument } from '../../../schemas/catalogue/products.schema.ts';
import type { VariationsDocument } from '../../../schemas/catalogue/variations.schema.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { ApiError } from '../../errors/api-error.ts';
import { productTypeTraits } from '../../../rules/shop/product-type.ts';

/** Reads a site document by its path (null when absent or never valid). */
export function siteDocument<T>(site: LoadedSite, path: string): T | null {
  return (site.documents.get(path)?.json as T | undefined) ?? null;
}

const catalogueHashes = new WeakMap<LoadedSite['documents'], string>();

/**
 * One fingerprint of every catalogue document of a site (`catalogue/*.json`): the part of a
 * product answer's ETag that follows the catalogue. Computed once per loaded version of the site.
 */
export function catalogueHash(site: LoadedSite): string {
  let hash = catalogueHashes.get(site.documents);
  if (hash === undefined) {
    const parts = [...site.documents.values()].filter((doc) => doc.path.startsWith('catalogue/')).map((doc) => `${doc.path}:${doc.hash}`).sort();
    hash = createHash('sha1').update(parts.join('\n')).digest('base64url');
    catalogueHashes.set(site.documents, hash);
  }
  return hash;
}

export function productsOf(site: LoadedSite): Product[] {
  return siteDocument<ProductsDocument>(site, 'catalogue/products.json')?.products ?? [];
}

export function discountsOf(site: LoadedSite): Discount[] {
  return siteDocument<DiscountsDocument>(site, 'catalogue/discounts.json')?.discounts ?? [];
}

export function variationsOf(site: LoadedSite): VariationsDocument['variations'] {
  return siteDocument<VariationsDocument>(site, 'catalogue/variations.json')?.variations ?? [];
}

/** The 404s of a product and of a declination, in both languages. */
export const PRODUCT_NOT_FOUND = { fr: 'Le produit {id} n’existe pas', en: 'Product {id} does not exist' } as const;
export const DECLINATION_NOT_FOUND = { fr: 'La déclinaison de produit {id} n’existe pas', en: 'Product declination {id} does not exist' } as const;
export const NOT_A_DECLINATION_OF = { fr: 'La déclinaison {declination} n’est pas une déclinaison du produit {product}', en: 'Product declination {declination} is not a declination of product {product}' } as const;

/** A listed product (isValid not false) by id; 404 otherwise. */
export function requireProduct(site: LoadedSite, idProduct: number): Product {
  const product = productsOf(site).find((one) => one.id === idProduct && one.isValid !== false);
  if (!product) throw new ApiError(404, PRODUCT_NOT_FOUND, null, { id: String(idProduct) });
  return product;
}

/** A declination of a listed product by its id; 404 otherwise. */
export function requireDeclination(site: LoadedSite, idDeclination: number): { product: Product; declination: Declination } {
  for (const product of productsOf(site)) {
    if (product.isValid === false) continue;
    const declination = product.declinations.find((one) => one.id === idDeclination);
    if (declination) return { product, declination };
  }
  throw new ApiError(404, DECLINATION_NOT_FOUND, null, { id: String(idDeclination) });
}

/** The discount that applies to a declination (its own, else the product's), or null. */
export function discountOf(site: LoadedSite, product: Product, declination: Declination): Discount | null {
  if (declination.fixedPrice !== undefined && declination.fixedPrice !== null) return null;
  const id = declination.idDiscount ?? product.idDiscount ?? null;
  if (id === null) return null;
  return discountsOf(site).find((discount) => discount.id === id) ?? null;
}

/**
 * The decreasing discounts by quantity of a declination: its own list, else its product's; none
 * for a fixed price (no discount changes it). They never add to the product discount (rule
 * `unitPriceAt`): the larger reduction applies.
 */
export function quantityDiscountsOf(product: Product, declination: Declination): QuantityDiscount[] {
  if (declination.fixedPrice !== undefined && declination.fixedPrice !== null) return [];
  return declination.quantityDiscounts ?? product.quantityDiscounts ?? [];
}

/** The unit price in euros before discount: the fixed price when set, else the price. */
export function unitPriceOf(declination: Declination): number {
  return declination.fixedPrice ?? declination.price;
}

/**
 * Whether a product needs no delivery: marked so (`isDematerialized`), or of a type that is never
 * shipped (a VOUCHER, decision 0059). The one reading of it for carts, orders and product answers.
 */
export function isDematerializedProduct(product: Pick<Product, 'type' | 'isDematerialized'>): boolean {
  return product.isDematerialized === true || !productTypeTraits(product.type).shipped;
}
