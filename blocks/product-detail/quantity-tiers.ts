import { formatDiscount, unitPriceAt } from '../../rules/index.ts';
import type { Locale } from '../../rules/index.ts';
import type { DeclinationInCents } from '../../schemas/api/shop/product.ts';

export interface QuantityTiersView {
  /** Each tier with its badge ('−5 %', '−0,50 €') and whether the chosen quantity gets it. */
  tiers: { fromQuantity: number; amount: string; applied: boolean }[];
  /** The unit price a tier gives the chosen quantity, beside the price of one unit (both cents); null when no tier applies. */
  preview: { quantity: number; unitPriceCents: number; beforeCents: number } | null;
}

/**
 * What the product page shows of a declination's decreasing discounts for the chosen `quantity`
 * (NaN while the field holds no number), its prices in cents as `api.call` gives them: the same
 * rule as the cart (`unitPriceAt`), so the price shown is the price the cart will charge, the
 * product discount winning when it takes more off.
 */
export function quantityTiersView(declination: DeclinationInCents, quantity: number, locale: Locale): QuantityTiersView {
  const tiers = declination.quantityDiscounts ?? [];
  const discount = declination.discount && declination.discount.detailType !== 'SHIPPING_FEES' ? declination.discount : null;
  const price = Number.isInteger(quantity) && quantity > 0 ? unitPriceAt(declination.price, discount, tiers, quantity) : null;
  const applied = price?.applied?.kind === 'tier' ? price.applied.tier : null;
  return {
    tiers: tiers.map((tier) => ({ fromQuantity: tier.fromQuantity, amount: formatDiscount(tier, locale) ?? '', applied: tier === applied })),
    preview: applied && price ? { quantity, unitPriceCents: price.unitToPayCents, beforeCents: declination.priceToPay } : null,
  };
}
