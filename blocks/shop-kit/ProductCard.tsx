import { Link } from 'react-router';
import { formatDiscount } from '../../rules/index.ts';
import { BlockImage, productPath } from '../../runtime/index.ts';
import { cardSummary } from './card-summary.ts';
import type { CardProduct } from './card-product.ts';
import { PricePerLitre } from './PricePerLitre.tsx';
import { QuickAdd } from './QuickAdd.tsx';
import { StockLabel } from './StockLabel.tsx';
import { useShop } from './use-shop.ts';
import '../../runtime/ui/visually-hidden.css';

export interface ProductCardProps {
  product: CardProduct;
  /** The block type, prefix of the shared shop messages. */
  ns: string;
  /** Cards above the fold load their image eagerly. */
  eager?: boolean;
  headingLevel?: 2 | 3;
}

/** One product of a list: image, name, vintages, "from" price, discount badge, an award, stock, and a quick add or a link to choose. */
export function ProductCard({ product, ns, eager = false, headingLevel = 3 }: ProductCardProps) {
  const shop = useShop(ns);
  const summary = cardSummary(product, shop.stock);
  const href = productPath(shop.locale, product);
  const badge = formatDiscount(summary.discount, shop.locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="product-card">
      <Link to={href} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <BlockImage image={product.image} priority={eager} sizes="(min-width: 996px) 20vw, 45vw" />
      </Link>
      {badge && !shop.hidePrices ? <p className="product-card__badge">{shop.t('shop.discount', { amount: badge })}</p> : null}
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link to={href}>{product.name}</Link>
        </Heading>
        <p className="product-card__vintages">
          {summary.vintages.length === 0
            ? product.productType === 'WINE'
              ? shop.t('shop.nonVintage')
              : null
            : summary.vintages.length === 1
              ? shop.t('shop.vintage', { year: summary.vintages[0]! })
              : shop.t('shop.vintages', { years: summary.vintages.join(' · ') })}
        </p>
        {summary.award ? (
          <p className="product-card__award">
            {summary.award.image ? <BlockImage image={summary.award.image} className="product-card__award-icon" /> : null}
            <span>{shop.t('shop.award', { name: summary.award.name, year: summary.award.year ?? '' }).trim()}</span>
          </p>
        ) : null}
        {shop.hidePrices ? null : (
          <p className="product-card__price">
            <strong>{summary.several ? shop.t('shop.from', { price: shop.price(summary.fromCents) }) : shop.price(summary.fromCents)}</strong>
            {summary.beforeDiscountCents !== null ? (
              <>
                {' '}
                <span className="visually-hidden">{shop.t('shop.beforeDiscount')} </span>
                <s className="product-card__before">{shop.price(summary.beforeDiscountCents)}</s>
              </>
            ) : null}
            {summary.perLitreCents !== null ? ' ' : null}
            <PricePerLitre cents={summary.perLitreCents} ns={ns} />
          </p>
        )}
        <StockLabel status={summary.stock} ns={ns} showAvailable={shop.stock.showStockLabels} />
        {/* Quick add for a product with nothing to choose; a product with choices links to its page (decision 0070). */}
        {summary.stock.kind === 'unavailable' ? null : product.quickAdd ? (
          <QuickAdd product={product} line={product.quickAdd} href={href} ns={ns} />
        ) : (
          // The whole card is its name's link already: "Choisir" only shows where to tap, no second link to read or tab through.
          <span className="button product-card__action product-card__action--choose" aria-hidden="true">
            {shop.t('shop.choose')}
          </span>
        )}
      </div>
    </article>
  );
}
