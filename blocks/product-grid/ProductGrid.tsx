import type { BlockProps } from '../../runtime/index.ts';
import { BlockSection, SiteLink } from '../../runtime/index.ts';
import { ProductCardList } from '../shop-kit/ProductCardList.tsx';
import type { ServedProduct } from '../shop-kit/served-product.ts';
import type { ProductGridProps } from './product-grid.server.ts';
import '../../runtime/ui/block.css';

/** Product cards of a kind or a tag, with an optional link to the whole shop. */
export function ProductGrid({ props, data }: BlockProps<ProductGridProps, ServedProduct[]>) {
  return (
    <BlockSection type="product-grid" title={props.title} intro={props.intro}>
      <ProductCardList products={data} ns="product-grid" />
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
