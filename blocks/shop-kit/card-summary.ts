import { pricePerLitreCents, stockStatus } from '../../rules/index.ts';
import type { StockOptions, StockStatus } from '../../rules/index.ts';
import { cardAward } from './card-award.ts';
import type { CardAward, CardDeclination, CardDiscount, CardProduct } from './card-product.ts';

/** What a product card shows, computed from the product alone (no React). */
export interface CardSummary {
  /** Distinct vintages, newest first; empty for a non-vintage product. */
  vintages: number[];
  /** The cheapest declination: its price to pay, and its price before discount when one applies (cents, as `api.call` gives them). */
  fromCents: number;
  beforeDiscountCents: number | null;
  /** The price per litre of that declination in cents (a wine with a capacity), else null. */
  perLitreCents: number | null;
  /** The discount of the cheapest discounted declination (the badge), if any. */
  discount: CardDiscount | null;
  /** One award to show, the most recent. */
  award: CardAward | null;
  /** The best stock status of its declinations (one on sale wins over "only N left"). */
  stock: StockStatus;
  /** More than one price among the declinations: the price reads "from …". */
  several: boolean;
}

const RANK: Record<StockStatus['kind'], number> = { available: 2, few: 1, unavailable: 0 };

/** The best stock status among declinations: available, else the largest "only N left", else unavailable. */
export function bestStock(declinations: readonly CardDeclination[], options: StockOptions): StockStatus {
  let best: StockStatus = { kind: 'unavailable' };
  for (const one of declinations) {
    const status = stockStatus(one, options);
    if (RANK[status.kind] > RANK[best.kind] || (status.kind === 'few' && best.kind === 'few' && status.left > best.left)) best = status;
  }
  return declinations.length === 0 ? { kind: 'available' } : best;
}

export function cardSummary(product: CardProduct, options: StockOptions): CardSummary {
  const declinations = product.declination;
  const cheapest = declinations.reduce<CardDeclination | null>((best, one) => (!best || one.priceToPay < best.priceToPay ? one : best), null);
  const vintages = [...new Set(declinations.map((one) => one.year).filter((year): year is number => typeof year === 'number'))].sort((a, b) => b - a);
  const discounted = declinations.find((one) => one.discount && one.discount.detailType !== 'SHIPPING_FEES' && one.priceToPay < one.price);
  const award = cardAward(product.awards);
  return {
    vintages,
    fromCents: cheapest?.priceToPay ?? product.priceToPay,
    beforeDiscountCents: cheapest && cheapest.priceToPay < cheapest.price ? cheapest.price : null,
    perLitreCents: cheapest ? pricePerLitreCents({ type: product.productType, priceCents: cheapest.priceToPay, capacity: cheapest.capacity, capacityUnit: cheapest.capacityUnit }) : null,
    discount: discounted?.discount ?? (product.discount?.detailType === 'SHIPPING_FEES' ? null : product.discount),
    award,
    stock: bestStock(declinations, options),
    several: new Set(declinations.map((one) => one.priceToPay)).size > 1,
  };
}
