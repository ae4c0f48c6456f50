import { addQuantityStep } from '../../rules/index.ts';
import type { ProductInCents } from '../../schemas/api/shop/product.ts';

/** What a card's quick add puts in the cart: the product's one declination, its first valid quantity. */
export interface QuickAdd {
  idDeclination: number;
  quantity: number;
}

/**
 * Whether a product can be added from its card (decision 0070), and what: only a product with a
 * single declination and no customization — nothing to choose — in the smallest quantity its rule
 * takes (a wine sold by 6 adds 6). A product with choices, a customization, or an answer that does
 * not say (`hasCustomization` absent) links to its page instead. The stock is the card's to judge.
 */
export function quickAddOf(product: Pick<ProductInCents, 'productType' | 'declination' | 'hasCustomization'>): QuickAdd | null {
  if (product.hasCustomization !== false || product.declination.length !== 1) return null;
  const only = product.declination[0]!;
  return { idDeclination: only.id, quantity: addQuantityStep(product.productType, only) };
}
