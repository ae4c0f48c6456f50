import type { BlockLoadContext } from '../../runtime/index.server.ts';
import { cardProduct } from '../shop-kit/card-product.ts';
import { loadProducts, PRODUCTS_PER_PAGE } from '../shop-kit/load-products.ts';
import type { ProductSearchProps } from './product-search.block.ts';
import { catalogueOrderBy } from './catalogue-sort.ts';
import { searchQuery } from './search-query.ts';
import type { ProductSearchData } from './product-search.block.ts';

/** Server side: the page of products the URL's search, filters and page ask for. */
export async function loadProductSearch(ctx: BlockLoadContext<ProductSearchProps>): Promise<ProductSearchData> {
  const query = searchQuery(ctx.url?.searchParams ?? new URLSearchParams());
  const { products, total } = await loadProducts(ctx.api, { search: query.q, kinds: query.kinds, tags: query.tags, orderBy: catalogueOrderBy(query.sort) }, query.page);
  return { products: products.map(cardProduct), total, pageSize: PRODUCTS_PER_PAGE, query };
}
