import { BlockSection, SiteLink } from '../../runtime/index.ts';
import { ProductCardList } from './ProductCardList.tsx';
import type { CardProduct } from './card-product.ts';
import '../../runtime/ui/block.css';

export interface ProductsSectionProps {
  /** The block type: its class and the prefix of its shop messages. */
  type: string;
  title?: string;
  intro?: string;
  more?: { label: string; href: string };
  products: readonly CardProduct[];
}

/** A block of product cards under an optional title, with an optional link (to the whole shop). */
export function ProductsSection({ type, title, intro, more, products }: ProductsSectionProps) {
  return (
    <BlockSection type={type} title={title} intro={intro}>
      <ProductCardList products={products} ns={type} />
      {more ? (
        <p className="shop-more">
          <SiteLink href={more.href} className="button button--primary">
            {more.label}
          </SiteLink>
        </p>
      ) : null}
    </BlockSection>
  );
}
