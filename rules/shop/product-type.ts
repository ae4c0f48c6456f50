/** The product kinds of §3 (`product.type.type`), and VOUCHER: a gift voucher sent by e-mail (decision 0059). */
export type ProductType = 'WINE' | 'BOX' | 'OTHER' | 'VOUCHER';

/** Every product type, in the order the configuration schema lists them. */
export const PRODUCT_TYPES: readonly ProductType[] = ['WINE', 'BOX', 'OTHER', 'VOUCHER'];

/**
 * What a product type says about its products, so that no rule assumes the shop sells wine
 * (decision 0059): `shipped` (a parcel, a relay or a pick-up: carriers, shipping fees and the
 * delivery step), `countsBottles` (free-shipping thresholds and MIN/MAX_BOTTLES_PER_SHIPMENT),
 * `capacity` (each declination has a volume), `vintage` (a declination may have a year),
 * `issuesVoucher` (each unit paid gets a voucher code, mailed with its printable voucher).
 */
export interface ProductTypeTraits {
  shipped: boolean;
  countsBottles: boolean;
  capacity: boolean;
  vintage: boolean;
  issuesVoucher: boolean;
}

const TRAITS: Record<ProductType, ProductTypeTraits> = {
  WINE: { shipped: true, countsBottles: true, capacity: true, vintage: true, issuesVoucher: false },
  BOX: { shipped: true, countsBottles: true, capacity: true, vintage: true, issuesVoucher: false },
  OTHER: { shipped: true, countsBottles: false, capacity: false, vintage: false, issuesVoucher: false },
  VOUCHER: { shipped: false, countsBottles: false, capacity: false, vintage: false, issuesVoucher: true },
};

/** The traits of a product type; an unknown type is shipped and counts nothing else (OTHER). */
export function productTypeTraits(type: string): ProductTypeTraits {
  return TRAITS[type as ProductType] ?? TRAITS.OTHER;
}

/** A sell-by multiple as used by the rules: anything not a positive integer counts as 1. */
export function normalizeMultiple(multiple: number | null | undefined): number {
  return typeof multiple === 'number' && Number.isInteger(multiple) && multiple > 0 ? multiple : 1;
}
