import type { BlockProps } from '../../runtime/index.ts';
import { BlockSection, SiteLink } from '../../runtime/index.ts';
import { ProductCardList } from '../shop-kit/ProductCardList.tsx';
import type { ServedProduct } from '../shop-kit/served-product.ts';
import type { FeaturedProductsProps } from './featured-products.server.ts';
import '../../runtime/ui/block.css';

/** The products a site owner chose to feature, as cards. */
export function FeaturedProducts({ props, data }: BlockProps<FeaturedProductsProps, ServedProduct[]>) {
  return (
    <BlockSection type="featured-products" title={props.title} intro={props.intro}>
      <ProductCardList products={data} ns="featured-products" />
      {props.more ? (
        <p className="shop-more">
          <SiteLink href={props.more.href} className="button button--primary">
            {props.more.label}
          </SiteLink>
        </p>
      ) : null}
    </BlockSection>
  );
}
