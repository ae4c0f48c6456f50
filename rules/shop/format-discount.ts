import { formatPrice } from './format-price.ts';
import { toBcp47 } from '../locale.ts';
import type { Locale } from '../locale.ts';

/** A product discount as served (§3): a euro amount or a percent; SHIPPING_FEES means free shipping. */
export interface DiscountInput {
  type: string;
  amount: number;
  detailType?: string | null;
}

/**
 * The badge of a price reduction: '−15 %' (fr) / '−15%' (en) for a percent, '−1,00 €' / '−€1.00'
 * for euros; null for a free-shipping discount or a zero amount (nothing comes off the price).
 */
export function formatDiscount(discount: DiscountInput | null | undefined, locale: Locale): string | null {
  if (!discount || discount.detailType === 'SHIPPING_FEES' || !(discount.amount > 0)) return null;
  if (discount.type.toUpperCase() === 'PERCENT') {
    const percent = new Intl.NumberFormat(toBcp47(locale), { style: 'percent', maximumFractionDigits: 2 }).format(discount.amount / 100);
    return `−${percent}`;
  }
  return `−${formatPrice(discount.amount, locale)}`;
}
