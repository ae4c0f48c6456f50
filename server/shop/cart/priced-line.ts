import type { Declination, Product } from '../../../schemas/catalogue/products.schema.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { PricedLine } from './cart-totals.ts';
import { discountOf, isDematerializedProduct, quantityDiscountsOf, unitPriceOf } from '../catalogue/catalogue.ts';
import { toCents } from '../../../rules/index.ts';

/** A declination at a quantity priced from the catalogue (discount, quantity tiers, free-shipping flag, capacity). */
export function pricedLineOf(
  site: LoadedSite,
  product: Product,
  declination: Declination,
  quantity: number,
  customizationCents = 0,
): PricedLine {
  const discount = discountOf(site, product, declination);
  return {
    productType: product.type,
    quantity,
    unitPriceCents: toCents(unitPriceOf(declination)),
    customizationCents,
    discount: discount && discount.detailType !== 'SHIPPING_FEES' ? { type: discount.type, amount: discount.amount } : null,
    quantityDiscounts: quantityDiscountsOf(product, declination),
    freeShipping: discount?.detailType === 'SHIPPING_FEES',
    hasShippingFees: product.hasShippingFees !== false,
    isDematerialized: isDematerializedProduct(product),
    capacity: declination.capacity ?? null,
    capacityUnit: declination.capacityUnit ?? null,
    sellByMultipleOf: declination.sellByMultipleOf,
  };
}
