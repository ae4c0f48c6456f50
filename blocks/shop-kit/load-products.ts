import { like, listQuery } from '../../runtime/index.server.ts';
import type { ApiClient } from '../../runtime/index.ts';
import type { CallAnswerOf } from '../../schemas/api/route-contract.ts';
import { unwrap } from '../content-kit/load-context.ts';
import type { ProductInCents } from '../../schemas/api/shop/product.ts';
import { productContracts } from '../../schemas/api/shop/product-contracts.ts';

/** Products per page of the catalogue (§9: 100, page 1, ordered by price). */
export const PRODUCTS_PER_PAGE = 100;

export interface ProductFilters {
  /** Searched in the name and the text (`search=lk:…`). */
  search?: string;
  /** Kinds (any of): rouge, blanc, … */
  kinds?: readonly string[];
  /** Tags (any of). */
  tags?: readonly string[];
  /** The §7 `orderBy` (`price`, `price:desc`, `name`, `vintage:desc`); by price, lowest first, when absent. */
  orderBy?: string;
}

/** A page of GET /product, as `api.call` gives it: prices in cents. */
export type ProductPage = CallAnswerOf<typeof productContracts.list>;

/** Server side: GET /product with the §7 list query, ordered by price unless asked otherwise. */
export async function loadProducts(api: ApiClient, filters: ProductFilters, page = 1, nbItem = PRODUCTS_PER_PAGE): Promise<ProductPage> {
  const query = listQuery({
    page,
    nbItem,
    orderBy: filters.orderBy ?? 'price',
    filters: { search: like(filters.search), kind: filters.kinds ?? [], tags: filters.tags ?? [] },
  });
  return unwrap(await api.call(productContracts.list, { query }), 'GET /product');
}

/** Server side: the listed products of `ids`, in that order (ids not for sale are left out); GET /product asked for those ids only. */
export async function loadProductsById(api: ApiClient, ids: readonly number[]): Promise<ProductInCents[]> {
  if (ids.length === 0) return [];
  const query = listQuery({ page: 1, nbItem: PRODUCTS_PER_PAGE, filters: { id: ids } });
  const { products } = unwrap(await api.call(productContracts.list, { query }), 'GET /product');
  return ids.map((id) => products.find((product) => product.id === id)).filter((product): product is ProductInCents => product !== undefined);
}
