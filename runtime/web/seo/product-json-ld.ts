import { stockStatus } from '../../../rules/shop/stock-status.ts';
import type { StockOptions } from '../../../rules/shop/stock-status.ts';
import type { HeadTag } from './head-tags.ts';

/** The fields of a served product (GET /product/{id}) that its structured data reads. */
export interface ProductForSeo {
  name: string;
  summary?: string;
  image?: { src: string };
  declination: { id: number; name?: string; reference?: string; priceToPay: number; quantity: number; setQuantity: boolean }[];
}

/** True for a record that has what ProductForSeo needs (a product page's record). */
export function isProductForSeo(record: unknown): record is ProductForSeo {
  const value = record as Partial<ProductForSeo> | null;
  return typeof value?.name === 'string' && Array.isArray(value.declination) && value.declination.every((one) => typeof one?.priceToPay === 'number');
}

export interface ProductSeoInput {
  /** The page's absolute URL. */
  url: string;
  /** The product image's absolute URL, if any. */
  image: string | null;
  stock: StockOptions;
  /** HIDE_PRODUCT_PRICES: no offer and no price is published. */
  hidePrices: boolean;
}

const inStock = (one: ProductForSeo['declination'][number], stock: StockOptions) => stockStatus(one, stock).kind !== 'unavailable';

/**
 * The schema.org `Product` of a product page: name, description, image, and one `Offer` per
 * declination (price with 2 decimals, EUR, InStock / OutOfStock as the shop's stock rules say).
 */
export function productJsonLd(product: ProductForSeo, input: ProductSeoInput): Record<string, unknown> {
  const data: Record<string, unknown> = { '@context': 'https://schema.org', '@type': 'Product', name: product.name };
  if (product.summary) data.description = product.summary;
  if (input.image) data.image = input.image;
  if (!input.hidePrices) {
    data.offers = product.declination.map((one) => ({
      '@type': 'Offer',
      ...(one.reference ? { sku: one.reference } : {}),
      ...(one.name ? { name: one.name } : {}),
      price: one.priceToPay.toFixed(2),
      priceCurrency: 'EUR',
      availability: inStock(one, input.stock) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: input.url,
    }));
  }
  return data;
}

/**
 * The Open Graph tags of a product page: `og:type` product (replacing website), its image, and
 * `product:price:amount` / `product:price:currency` / `product:availability` of its lowest price.
 */
export function productOpenGraph(tags: readonly HeadTag[], product: ProductForSeo, input: ProductSeoInput): HeadTag[] {
  const kept = tags.filter((tag) => !(tag.tag === 'meta' && 'property' in tag.attributes && (tag.attributes.property === 'og:type' || (input.image && tag.attributes.property === 'og:image'))));
  const extra: HeadTag[] = [{ tag: 'meta', attributes: { property: 'og:type', content: 'product' } }];
  if (input.image) extra.push({ tag: 'meta', attributes: { property: 'og:image', content: input.image } });
  const cheapest = [...product.declination].sort((a, b) => a.priceToPay - b.priceToPay)[0];
  if (cheapest && !input.hidePrices) {
    extra.push(
      { tag: 'meta', attributes: { property: 'product:price:amount', content: cheapest.priceToPay.toFixed(2) } },
      { tag: 'meta', attributes: { property: 'product:price:currency', content: 'EUR' } },
    );
  }
  const available = product.declination.some((one) => inStock(one, input.stock));
  extra.push({ tag: 'meta', attributes: { property: 'product:availability', content: available ? 'in stock' : 'out of stock' } });
  return [...kept, ...extra];
}
