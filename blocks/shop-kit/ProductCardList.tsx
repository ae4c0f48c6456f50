import { ProductCard } from './ProductCard.tsx';
import type { CardProduct } from './card-product.ts';
import { useShop } from './use-shop.ts';
import './shop.css';

/** Product cards in a responsive grid; a sentence when there are none. */
export function ProductCardList({ products, ns, eagerCount = 2, headingLevel = 3 }: { products: readonly CardProduct[]; ns: string; eagerCount?: number; headingLevel?: 2 | 3 }) {
  const shop = useShop(ns);
  if (products.length === 0) return <p className="product-list__empty">{shop.t('shop.empty')}</p>;
  return (
    <ul className="product-list">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} ns={ns} eager={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
