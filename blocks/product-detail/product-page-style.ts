import { parameterString } from '../../runtime/index.ts';
import type { ServedParameter } from '../../schemas/api/site.ts';

/**
 * The product page's variants (PRODUCT_PAGE_STYLE, docs/blocks.md):
 * - `classic`: the picture beside the name, price and purchase, the details below (CLASSIC, and the
 *   spec's CUSTOM: the product page as the site lays it out);
 * - `gallery`: the picture first, large, across the page; name, price and purchase beside the
 *   details below it — for products sold on their look;
 * - `compact`: a small picture beside the purchase, the details side by side — for a catalogue of
 *   many similar products, where the facts matter more than the picture.
 */
export type ProductPageStyle = 'classic' | 'gallery' | 'compact';

const STYLES: Readonly<Record<string, ProductPageStyle>> = { CUSTOM: 'classic', CLASSIC: 'classic', GALLERY: 'gallery', COMPACT: 'compact' };

/** The site's product page variant; an unknown or missing value is the classic page. */
export function productPageStyle(parameters: readonly ServedParameter[]): ProductPageStyle {
  return STYLES[parameterString(parameters, 'PRODUCT_PAGE_STYLE', 'CUSTOM').trim().toUpperCase()] ?? 'classic';
}
