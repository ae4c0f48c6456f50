import type { BlockProps } from '../../runtime/index.ts';
import { ProductsSection } from '../shop-kit/ProductsSection.tsx';
import type { CardProduct } from '../shop-kit/card-product.ts';
import type { FeaturedProductsProps } from './featured-products.block.ts';

/** The products a site owner chose to feature, as cards. */
export function FeaturedProducts({ props, data }: BlockProps<FeaturedProductsProps, CardProduct[]>) {
  return <ProductsSection type="featured-products" title={props.title} intro={props.intro} more={props.more} products={data} />;
}
