import type { DeliveryType } from './delivery-type.ts';

/**
 * §4 shipping fees: 0 for click-and-collect and no delivery; null until a delivery type or a
 * carrier is chosen; otherwise the chosen carrier's fee (`fdp`, in cents).
 */
export function shippingFees(deliveryType: DeliveryType | null, carrier: { fdp: number } | null): number | null {
  if (deliveryType === 'clickAndCollect' || deliveryType === 'no_delivery') return 0;
  if (deliveryType === null || carrier === null) return null;
  return carrier.fdp;
}

/**
 * §4 total: the products' total plus the shipping fee for a delivery only (a fee not known yet
 * adds nothing); in integer cents.
 */
export function checkoutTotal(totalProductToPay: number, deliveryType: DeliveryType | null, fees: number | null): number {
  return totalProductToPay + (deliveryType === 'delivery' && fees !== null ? fees : 0);
}
