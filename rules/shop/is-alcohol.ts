import type { ProductType } from './product-type.ts';

/**
 * Whether a product of this kind is alcohol, for the legal-age confirmation: wine and boxes of
 * wine are; other goods (glasses, a decanter, a gift voucher) are not.
 */
export function isAlcohol(type: ProductType | string): boolean {
  return type === 'WINE' || type === 'BOX';
}
