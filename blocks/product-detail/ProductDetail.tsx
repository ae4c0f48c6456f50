import { useId, useMemo } from 'react';
import { formatDiscount, pricePerLitreCents, productTypeTraits, stockStatus } from '../../rules/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import { BlockImage, productPath, technicalFilePath, useSiteData } from '../../runtime/index.ts';
import { ProductCardList } from '../shop-kit/ProductCardList.tsx';
import { PricePerLitre } from '../shop-kit/PricePerLitre.tsx';
import { StockLabel } from '../shop-kit/StockLabel.tsx';
import { useShop } from '../shop-kit/use-shop.ts';
import { AddToCart } from './AddToCart.tsx';
import { declinationChoices, selectDeclination } from './declination-choices.ts';
import { DeclinationPicker } from './DeclinationPicker.tsx';
import type { ProductDetailData } from './product-detail.block.ts';
import type { ProductDetailProps } from './product-detail.block.ts';
import { ProductFacts } from './ProductFacts.tsx';
import { StickyAddBar } from './StickyAddBar.tsx';
import { productPageStyle } from './product-page-style.ts';
import '../../runtime/ui/block.css';
import '../../runtime/ui/visually-hidden.css';
import '../shop-kit/shop.css';
import './product-detail.css';

const NS = 'product-detail';

/** The picture's width on the page, per variant (product-detail.css). */
const MEDIA_SIZES = { classic: '(min-width: 996px) 40vw, 100vw', gallery: '(min-width: 1280px) 1200px, 100vw', compact: '(min-width: 996px) 16rem, 50vw' } as const;

/** A product's page: the declination shown, its choices, price, stock, add to cart, then the product's details, in the site's variant (PRODUCT_PAGE_STYLE). */
export function ProductDetail({ props, data }: BlockProps<ProductDetailProps, ProductDetailData>) {
  const shop = useShop(NS);
  const { parameters } = useSiteData();
  const style = useMemo(() => productPageStyle(parameters), [parameters]);
  const formId = `${useId()}-add`;
  const { product } = data;
  const selected = useMemo(
    () => selectDeclination(product.declination, data.asked, shop.stock) ?? selectDeclination(product.declination, {}, shop.stock),
    [product.declination, data.asked, shop.stock],
  );
  if (!selected) return null;
  const choices = declinationChoices(product.declination, selected, shop.stock);
  const stock = stockStatus(selected, shop.stock);
  const discount = selected.priceToPay < selected.price ? selected.discount : null;
  const badge = formatDiscount(discount, shop.locale);
  const perLitre = pricePerLitreCents({ type: product.productType, priceCents: selected.priceToPay, capacity: selected.capacity, capacityUnit: selected.capacityUnit });
  const cartHref = props.cartHref ?? (shop.locale === 'en' ? '/en/cart' : '/cart');
  const customizeHref = `${productPath(shop.locale, { ...product, productType: 'OTHER' })}/${selected.id}/customize`;
  return (
    <article className="block block-product-detail" data-style={style}>
      <div className="product-detail__top">
        <div className="product-detail__media">
          <BlockImage image={selected.image ?? product.image} priority sizes={MEDIA_SIZES[style]} />
          {badge && !shop.hidePrices ? <p className="product-card__badge">{shop.t('shop.discount', { amount: badge })}</p> : null}
        </div>
        <div className="product-detail__main">
          <h1 className="product-detail__name">{product.name}</h1>
          {selected.name ? <p className="product-detail__declination">{selected.name}</p> : null}
          {product.summary ? <p className="product-detail__summary">{product.summary}</p> : null}
          {shop.hidePrices ? null : (
            <div className="product-price">
              <p className="product-price__amount">
                <span className="visually-hidden">{shop.t('price')} </span>
                {shop.price(selected.priceToPay)}
                {discount ? (
                  <>
                    {' '}
                    <span className="visually-hidden">{shop.t('shop.beforeDiscount')} </span>
                    <s className="product-price__before">{shop.price(selected.price)}</s>
                  </>
                ) : null}
                {perLitre !== null ? ' ' : null}
                <PricePerLitre cents={perLitre} ns={NS} />
              </p>
              {discount?.label ? <p className="product-price__discount">{discount.label}</p> : null}
            </div>
          )}
          <DeclinationPicker choices={choices} product={product} declinations={product.declination} />
          <StockLabel status={stock} ns={NS} showAvailable={shop.stock.showStockLabels} />
          <AddToCart key={selected.id} product={product} declination={selected} stock={stock} cartHref={cartHref} formId={formId} />
          <ul className="product-detail__links">
            {product.hasCustomization ? (
              <li>
                <a href={customizeHref}>{shop.t('customize')}</a>
              </li>
            ) : null}
            {/* A technical sheet describes goods; a gift voucher (never shipped, decision 0059) has none. */}
            {productTypeTraits(product.productType).shipped ? (
              <li>
                <a href={technicalFilePath(shop.locale, product.id, selected.id)} type="application/pdf">
                  {shop.t('technicalFile')}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <ProductFacts product={product} selected={selected} awards={data.awards} />
      {data.recommended.length > 0 ? (
        <section className="product-detail__recommended" aria-labelledby="product-detail-recommended">
          <h2 id="product-detail-recommended" className="block__title">
            {shop.t('recommended')}
          </h2>
          <ProductCardList products={data.recommended} ns={NS} eagerCount={0} />
        </section>
      ) : null}
      {stock.kind === 'unavailable' ? null : (
        <StickyAddBar key={selected.id} formId={formId} name={selected.name ? `${product.name} — ${selected.name}` : product.name} price={shop.hidePrices ? null : shop.price(selected.priceToPay)} />
      )}
    </article>
  );
}
