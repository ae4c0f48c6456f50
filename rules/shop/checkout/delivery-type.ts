/** §3 Cart checkout state `deliveryType`. */
export type DeliveryType = 'delivery' | 'clickAndCollect' | 'no_delivery';

/** The part of a cart line the delivery type depends on. */
export interface ShippableLine {
  isDematerialized: boolean;
}

/**
 * The delivery type a cart starts with: `no_delivery` when every line is dematerialised (a gift
 * card, a workshop booking), else `delivery`; an empty cart has nothing to ship either.
 */
export function initialDeliveryType(lines: readonly ShippableLine[]): DeliveryType {
  return lines.every((line) => line.isDematerialized) ? 'no_delivery' : 'delivery';
}

/** The §7 order body's `delivery.type` for a checkout delivery type and carrier kind. */
export function orderDeliveryType(type: DeliveryType, carrierKind: 'DELIVERY' | 'PICKUP' | null): 'DELIVERY' | 'PICKUP' | 'CLICK_AND_COLLECT' | 'NO_DELIVERY' {
  if (type === 'clickAndCollect') return 'CLICK_AND_COLLECT';
  if (type === 'no_delivery') return 'NO_DELIVERY';
  return carrierKind === 'PICKUP' ? 'PICKUP' : 'DELIVERY';
}
