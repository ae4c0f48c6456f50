/** The product kinds of §3 (`product.type.type`). */
export type ProductType = 'WINE' | 'BOX' | 'OTHER';

/** A sell-by multiple as used by the rules: anything not a positive integer counts as 1. */
export function normalizeMultiple(multiple: number | null | undefined): number {
  return typeof multiple === 'number' && Number.isInteger(multiple) && multiple > 0 ? multiple : 1;
}
