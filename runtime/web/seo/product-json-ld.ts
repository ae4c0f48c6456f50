import { formatCapacity, slugify, toCents, toEuros, type CapacityUnit, type Locale } from '../../../rules/index.ts';
import { stockStatus } from '../../../rules/shop/stock-status.ts';
import type { StockOptions } from '../../../rules/shop/stock-status.ts';
import type { HeadTag } from './head-tags.ts';

interface SeoImage {
  src: string;
  alt?: string;
}

/** The fields of a served product (GET /product/{id}) that its structured data reads. */
export interface ProductForSeo {
  id?: number;
  name: string;
  summary?: string;
  image?: SeoImage;
  declination: {
    id: number;
    /** The detailed name (`Vintage: 2024 · Bottle size: 75 cl`), in the page's language. */
    name?: string;
    reference?: string;
    year?: number | null;
    capacity?: number | null;
    capacityUnit?: string | null;
    priceToPay: number;
    quantity: number;
    setQuantity: boolean;
    image?: SeoImage | null;
  }[];
}

type Declination = ProductForSeo['declination'][number];

/** True for a record that has what ProductForSeo needs (a product page's record). */
export function isProductForSeo(record: unknown): record is ProductForSeo {
  const value = record as Partial<ProductForSeo> | null;
  return typeof value?.name === 'string' && Array.isArray(value.declination) && value.declination.every((one) => typeof one?.priceToPay === 'number');
}

export interface ProductSeoInput {
  /** The page's absolute URL. */
  url: string;
  locale: Locale;
  /** A product picture's absolute URL (`seoImageUrl`), or null. */
  imageUrl: (src: string, seoName: string) => string | null;
  stock: StockOptions;
  /** HIDE_PRODUCT_PRICES: no offer and no price is published. */
  hidePrices: boolean;
  /** The estate or company whose name the product carries. */
  brand: string | null;
  /** `shippingDetailsJsonLd` of the site's delivery fees; empty when unknown. */
  shippingDetails: readonly Record<string, unknown>[];
  /** `returnPolicyJsonLd` of the shop; null when unknown. */
  returnPolicy: Record<string, unknown> | null;
}

const inStock = (one: Declination, stock: StockOptions) => stockStatus(one, stock).kind !== 'unavailable';

/** A price in euros as structured data writes it, from cents: `9.80`. */
const priceText = (euros: number): string => toEuros(toCents(euros)).toFixed(2);

const CAPACITY_UNITS = new Set(['MILLILITRE', 'CENTILITRE', 'LITRE']);

/**
 * What tells a declination apart, in the page's language and without the variation labels
 * (`Vintage: 2024 · Bottle size: 75 cl` → `2024, 75 cl`): the values only, so
 * that no label ("Cuvée") leaks into another language.
 */
export function declinationValues(name: string | undefined): string {
  if (!name) return '';
  // French parts are joined by ' - ' with ' : ', English ones by ' · ' with ': ' (decision 0058).
  return name
    .split(/ - | · /)
    .map((part) => {
      const colon = /\s?: /.exec(part);
      return (colon ? part.slice(colon.index + colon[0].length) : part).trim();
    })
    .filter(Boolean)
    .join(', ');
}

function sizeOf(one: Declination, locale: Locale): string | null {
  if (typeof one.capacity !== 'number' || one.capacity <= 0 || !CAPACITY_UNITS.has(one.capacityUnit ?? '')) return null;
  return formatCapacity(one.capacity, one.capacityUnit as CapacityUnit, locale);
}

function imageOf(picture: SeoImage | null | undefined, input: ProductSeoInput, fallbackName: string): string | null {
  if (!picture?.src) return null;
  return input.imageUrl(picture.src, slugify(picture.alt ?? '') || slugify(fallbackName) || 'image');
}

function offerOf(one: Declination, input: ProductSeoInput): Record<string, unknown> {
  return {
    '@type': 'Offer',
    url: input.url,
    price: priceText(one.priceToPay),
    priceCurrency: 'EUR',
    availability: inStock(one, input.stock) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    ...(input.shippingDetails.length > 0 ? { shippingDetails: input.shippingDetails } : {}),
    ...(input.returnPolicy ? { hasMerchantReturnPolicy: input.returnPolicy } : {}),
  };
}

/** One declination as a schema.org Product: its SKU, name and size in the page's language, vintage, picture and offer. */
function variantOf(product: ProductForSeo, one: Declination, input: ProductSeoInput): Record<string, unknown> {
  const values = declinationValues(one.name);
  const variant: Record<string, unknown> = { '@type': 'Product', name: values ? `${product.name} – ${values}` : product.name };
  if (one.reference) variant.sku = one.reference;
  const image = imageOf(one.image ?? product.image, input, product.name);
  if (image) variant.image = image;
  const size = sizeOf(one, input.locale);
  if (size) variant.size = size;
  if (typeof one.year === 'number') variant.productionDate = String(one.year);
  if (!input.hidePrices) variant.offers = offerOf(one, input);
  return variant;
}

/** The properties the declinations differ by, as schema.org names them (capacity → size, vintage → productionDate). */
function variesByOf(product: ProductForSeo, locale: Locale): string[] {
  const differ = (read: (one: Declination) => unknown) => new Set(product.declination.map(read)).size > 1;
  const result: string[] = [];
  if (differ((one) => sizeOf(one, locale))) result.push('https://schema.org/size');
  if (differ((one) => one.year ?? null)) result.push('https://schema.org/productionDate');
  return result;
}

/**
 * The schema.org data of a product page (Google's product variants model): a `ProductGroup`
 * with one `Product` per declination in `hasVariant` (SKU, name and size in the page's
 * language, vintage, picture, and an `Offer` with its price, availability, the site's shipping
 * details and return policy), its `brand`, `productGroupID` and `variesBy`. A product of one
 * declination is a plain `Product` with that offer.
 */
export function productJsonLd(product: ProductForSeo, input: ProductSeoInput): Record<string, unknown> {
  const common: Record<string, unknown> = { '@context': 'https://schema.org', '@id': `${input.url}#product`, name: product.name, url: input.url };
  if (product.summary) common.description = product.summary;
  const image = imageOf(product.image, input, product.name);
  if (image) common.image = image;
  if (input.brand) common.brand = { '@type': 'Brand', name: input.brand };
  const [only, ...others] = product.declination;
  if (only && others.length === 0) {
    const variant = variantOf(product, only, input);
    return { ...common, ...variant, '@type': 'Product', name: product.name, ...(common.image ? { image: common.image } : {}) };
  }
  const group: Record<string, unknown> = { ...common, '@type': 'ProductGroup' };
  if (product.id !== undefined) group.productGroupID = String(product.id);
  const variesBy = variesByOf(product, input.locale);
  if (variesBy.length > 0) group.variesBy = variesBy;
  group.hasVariant = product.declination.map((one) => variantOf(product, one, input));
  return group;
}

/**
 * The Open Graph tags of a product page: `og:type` product (replacing website), its image, and
 * `product:price:amount` / `product:price:currency` / `product:availability` of its lowest price.
 */
export function productOpenGraph(tags: readonly HeadTag[], product: ProductForSeo, input: ProductSeoInput): HeadTag[] {
  const image = imageOf(product.image, input, product.name);
  const kept = tags.filter((tag) => !(tag.tag === 'meta' && 'property' in tag.attributes && (tag.attributes.property === 'og:type' || (image && tag.attributes.property === 'og:image'))));
  const extra: HeadTag[] = [{ tag: 'meta', attributes: { property: 'og:type', content: 'product' } }];
  if (image) extra.push({ tag: 'meta', attributes: { property: 'og:image', content: image } });
  const cheapest = [...product.declination].sort((a, b) => a.priceToPay - b.priceToPay)[0];
  if (cheapest && !input.hidePrices) {
    extra.push(
      { tag: 'meta', attributes: { property: 'product:price:amount', content: priceText(cheapest.priceToPay) } },
      { tag: 'meta', attributes: { property: 'product:price:currency', content: 'EUR' } },
    );
  }
  const available = product.declination.some((one) => inStock(one, input.stock));
  extra.push({ tag: 'meta', attributes: { property: 'product:availability', content: available ? 'in stock' : 'out of stock' } });
  return [...kept, ...extra];
}
