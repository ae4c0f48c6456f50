import { normalizeMultiple } from '../product-type.ts';

const MAX_QUANTITY = 1000;
const MAX_ENTRIES = 20;

/**
 * The quantity list (§5): multiples of the sell-by multiple scanned up to 1000, at most 20
 * entries. A multiple ≤ 0 or not an integer counts as 1. A multiple above 1000 still offers
 * itself, so such a product stays purchasable.
 */
export function quantityOptions(multiple: number | null | undefined): number[] {
  const step = normalizeMultiple(multiple);
  if (step > MAX_QUANTITY) return [step];
  const options: number[] = [];
  for (let quantity = step; quantity <= MAX_QUANTITY && options.length < MAX_ENTRIES; quantity += step) {
    options.push(quantity);
  }
  return options;
}
