import { Link } from 'react-router';
import type { BlockProps } from '../../runtime/index.ts';
import { BlockImage, BlockSection, productPath } from '../../runtime/index.ts';
import { cardSummary } from '../shop-kit/card-summary.ts';
import { PricePerLitre } from '../shop-kit/PricePerLitre.tsx';
import { StockLabel } from '../shop-kit/StockLabel.tsx';
import { useShop } from '../shop-kit/use-shop.ts';
import type { HighlightProduct, ProductHighlightProps } from './product-highlight.block.ts';
import '../../runtime/ui/block.css';
import '../shop-kit/shop.css';
import './product-highlight.css';

const NS = 'product-highlight';

/** One product, large: image, name, vintages, award, price, stock and a link to its page. */
export function ProductHighlight({ props, data }: BlockProps<ProductHighlightProps, HighlightProduct | null>) {
  const shop = useShop(NS);
  if (!data) return null;
  const summary = cardSummary(data, shop.stock);
  const href = productPath(shop.locale, data);
  const Heading = props.title ? 'h3' : 'h2';
  return (
    <BlockSection type={NS} title={props.title} className={props.imagePosition === 'right' ? 'product-highlight--right' : undefined}>
      <div className="product-highlight">
        <div className="product-highlight__media">
          <BlockImage image={data.image} sizes="(min-width: 996px) 40vw, 100vw" />
        </div>
        <div className="product-highlight__body">
          <Heading className="product-highlight__name">{data.name}</Heading>
          {summary.vintages.length > 0 ? <p>{shop.t('shop.vintages', { years: summary.vintages.join(' · ') })}</p> : null}
          {props.text || data.summary ? <p>{props.text ?? data.summary}</p> : null}
          {summary.award ? <p className="product-card__award">{shop.t('shop.award', { name: summary.award.name, year: summary.award.year ?? '' }).trim()}</p> : null}
          {shop.hidePrices ? null : (
            <p className="product-highlight__price">
              {summary.several ? shop.t('shop.from', { price: shop.price(summary.fromCents) }) : shop.price(summary.fromCents)}
              {summary.perLitreCents !== null ? ' ' : null}
              <PricePerLitre cents={summary.perLitreCents} ns={NS} />
            </p>
          )}
          <StockLabel status={summary.stock} ns={NS} showAvailable={false} />
          <p>
            <Link to={href} className="button button--primary">
              {shop.t('shop.discover', { name: data.name })}
            </Link>
          </p>
        </div>
      </div>
    </BlockSection>
  );
}
