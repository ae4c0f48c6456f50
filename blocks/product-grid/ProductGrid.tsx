import type { BlockProps } from '../../runtime/index.ts';
import { ProductsSection } from '../shop-kit/ProductsSection.tsx';
import type { CardProduct } from '../shop-kit/card-product.ts';
import type { ProductGridProps } from './product-grid.block.ts';

/** Product cards of a kind or a tag, with an optional link to the whole shop. */
export function ProductGrid({ props, data }: BlockProps<ProductGridProps, CardProduct[]>) {
  return <ProductsSection type="product-grid" title={props.title} intro={props.intro} more={props.more} products={data} />;
}
