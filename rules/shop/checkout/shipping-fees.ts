import type { DeliveryType } from './delivery-type.ts';
import { toCents, toEuros } from '../pricing/money.ts';

/**
 * §4 shipping fees: 0 for click-and-collect and no delivery; null until a delivery type or a
 * carrier is chosen; otherwise the chosen carrier's fee (`fdp`, euros).
 */
export function shippingFees(deliveryType: DeliveryType | null, carrier: { fdp: number } | null): number | null {
  if (deliveryType === 'clickAndCollect' || deliveryType === 'no_delivery') return 0;
  if (deliveryType === null || carrier === null) return null;
  return carrier.fdp;
}

/**
 * §4 total: the products' total plus the shipping fee for a delivery only (a fee not known yet
 * adds nothing); euros, summed in cents so 0.1 + 0.2 stays 0.30.
 */
export function checkoutTotal(totalProductToPay: number, deliveryType: DeliveryType | null, fees: number | null): number {
  const fee = deliveryType === 'delivery' && fees !== null ? toCents(fees) : 0;
  return toEuros(toCents(totalProductToPay) + fee);
}
