import { BlockImage, SafeHtml, useSiteData } from '../../runtime/index.ts';
import type { ServedAward, DeclinationInCents } from '../../schemas/api/shop/product.ts';
import { useShop } from '../shop-kit/use-shop.ts';
import type { ProductDetailInCents } from '../../schemas/api/shop/product.ts';
import { mealIconsOf } from './meal-icons-of.ts';

const NS = 'product-detail';

/** The product's description, features (with those of the declination shown), food pairings and awards. */
export function ProductFacts({ product, selected, awards }: { product: ProductDetailInCents; selected: DeclinationInCents; awards: ServedAward[] }) {
  const shop = useShop(NS);
  const features = [...product.features, ...product.variationFeatures.filter((feature) => feature.idDeclination === selected.id)];
  const meals = mealIconsOf(product, useSiteData().startup?.mealIcons);
  return (
    <div className="product-detail__facts">
      {product.description ? (
        <section aria-labelledby="product-detail-description">
          <h2 id="product-detail-description">{shop.t('description')}</h2>
          <SafeHtml html={product.description} />
        </section>
      ) : null}
      {features.length > 0 ? (
        <section aria-labelledby="product-detail-features">
          <h2 id="product-detail-features">{shop.t('features')}</h2>
          <dl className="product-detail__features">
            {features.map((feature) => (
              <div key={feature.id}>
                <dt>{feature.label}</dt>
                <dd>{feature.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {meals.length > 0 ? (
        <section aria-labelledby="product-detail-meals">
          <h2 id="product-detail-meals">{shop.t('meals')}</h2>
          <ul className="product-detail__meals">
            {meals.map((meal) => (
              <li key={meal.id}>
                <BlockImage image={{ ...meal.icon, alt: '' }} />
                <span>{meal.name}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {awards.length > 0 ? (
        <section aria-labelledby="product-detail-awards">
          <h2 id="product-detail-awards">{shop.t('awards')}</h2>
          <ul className="product-detail__awards">
            {awards.map((award) => (
              <li key={award.id}>
                {award.image ? <BlockImage image={award.image} /> : null}
                <span>
                  <strong>{shop.t('shop.award', { name: award.name, year: award.year ?? '' }).trim()}</strong>
                  {award.competition ? <span className="product-detail__competition">{award.competition}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
