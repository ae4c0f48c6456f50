import type { ProductType } from '../../rules/index.ts';
import type { DeclinationInCents } from '../../schemas/api/shop/product.ts';
import { useShop } from '../shop-kit/use-shop.ts';
import { quantityTiersView } from './quantity-tiers.ts';

const NS = 'product-detail';

/**
 * A declination's decreasing discounts by quantity ('−5 % dès 6 bouteilles'), the one the chosen
 * quantity gets marked, and the unit price it gives; nothing without tiers or when prices are hidden.
 */
export function QuantityTiers({ declination, productType, quantity }: { declination: DeclinationInCents; productType: ProductType; quantity: number }) {
  const shop = useShop(NS);
  const view = quantityTiersView(declination, quantity, shop.locale);
  if (shop.hidePrices || view.tiers.length === 0) return null;
  return (
    <div className="quantity-tiers">
      <p className="quantity-tiers__title">{shop.t('tiers')}</p>
      <ul className="quantity-tiers__list">
        {view.tiers.map((tier) => (
          <li
            key={tier.fromQuantity}
            className={tier.applied ? 'quantity-tiers__tier quantity-tiers__tier--applied' : 'quantity-tiers__tier'}
            aria-current={tier.applied || undefined}
          >
            {shop.t('tier', { amount: tier.amount, quantity: tier.fromQuantity, type: productType })}
          </li>
        ))}
      </ul>
      <p className="quantity-tiers__price" aria-live="polite">
        {view.preview
          ? shop.t('tierPrice', { quantity: view.preview.quantity, type: productType, price: shop.price(view.preview.unitPriceCents), before: shop.price(view.preview.beforeCents) })
          : null}
      </p>
    </div>
  );
}
