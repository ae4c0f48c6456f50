import { formatCapacity, slugify, toEuros, type CapacityUnit, type Locale } from '../../../rules/index.ts';
import { stockStatus } from '../../../rules/shop/stock-status.ts';
import type { StockOptions } from '../../../rules/shop/stock-status.ts';
import type { HeadTag } from './head-tags.ts';
import type { DeclinationInCents, ServedImage, ServedProduct } from '../../../schemas/api/shop/product.ts';

/** A picture of the answer, as far as structured data reads it. */
type SeoImage = Pick<ServedImage, 'src'> & Partial<Pick<ServedImage, 'alt'>>;

/**
 * The fields of a served product (GET /product/{id}, schemas/api/shop/product.ts) that its
 * structured data reads, as the configuration cache gives them: prices in cents.
 */
export type ProductForSeo = Partial<Pick<ServedProduct, 'id' | 'summary'>> & Pick<ServedProduct, 'name'> & {
  image?: SeoImage;
  declination: (Pick<DeclinationInCents, 'id' | 'priceToPay' | 'quantity' | 'setQuantity'> &
    Partial<Pick<DeclinationInCents, 'name' | 'reference' | 'year'>> & { capacity?: number | null; capacityUnit?: string | null; image?: SeoImage | null })[];
};

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
  /** The absolute URL of the page showing one declination (a wine's `…/detail/{id}`, another good's `?declination={id}`); the page's URL without it. */
  variantUrl?: (idDeclination: number) => string;
}

const inStock = (one: Declination, stock: StockOptions) => stockStatus(one, stock).kind !== 'unavailable';

/** A price as structured data writes it (a wire of its own, in euros), from cents by the money rules: 980 → `9.80`. */
const priceText = (cents: number): string => toEuros(cents).toFixed(2);

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
    // Issue 39: each variant's offer at the address that shows it picked.
    url: input.variantUrl ? input.variantUrl(one.id) : input.url,
    price: priceText(one.priceToPay),
    priceCurrency: 'EUR',
    availability: inStock(one, input.stock) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    ...(input.shippingDetails.length > 0 ? { shippingDetails: input.shippingDetails } : {}),
    ...(input.returnPolicy ? { hasMerchantReturnPolicy: input.returnPolicy } : {}),
  };
}

/**
 * The `label : value` pairs of a declination's detailed name, in either language's spelling
 * (decision 0058): `Cuvée : Brut - Contenance : 75 cl` or `Cuvée: Brut · Bottle size: 75 cl`.
 */
function namedValues(name: string | undefined): { label: string; value: string }[] {
  if (!name) return [];
  return name.split(/ - | · /).flatMap((part) => {
    const colon = /\s?: /.exec(part);
    return colon && colon.index > 0 ? [{ label: part.slice(0, colon.index).trim(), value: part.slice(colon.index + colon[0].length).trim() }] : [];
  });
}

/**
 * The variations that tell apart declinations of the same size and vintage (the crémant's Brut and
 * Brut rosé, the glasses' packs of 6 and 12): their labels, in the page's language. Empty when size
 * and vintage are enough.
 */
function otherVariations(product: ProductForSeo, locale: Locale): Set<string> {
  const labels = new Set<string>();
  const groups = new Map<string, Declination[]>();
  for (const one of product.declination) {
    const key = `${sizeOf(one, locale) ?? ''}|${one.year ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), one]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const values = new Map<string, Set<string>>();
    for (const one of group) for (const { label, value } of namedValues(one.name)) values.set(label, (values.get(label) ?? new Set()).add(value));
    for (const [label, seen] of values) if (seen.size > 1) labels.add(label);
  }
  return labels;
}

/** One declination as a schema.org Product: its SKU, name and size in the page's language, vintage, what else sets it apart, picture and offer. */
function variantOf(product: ProductForSeo, one: Declination, input: ProductSeoInput, others: ReadonlySet<string>): Record<string, unknown> {
  const values = declinationValues(one.name);
  const variant: Record<string, unknown> = { '@type': 'Product', name: values ? `${product.name} – ${values}` : product.name };
  if (one.reference) variant.sku = one.reference;
  const image = imageOf(one.image ?? product.image, input, product.name);
  if (image) variant.image = image;
  const size = sizeOf(one, input.locale);
  if (size) variant.size = size;
  if (typeof one.year === 'number') variant.productionDate = String(one.year);
  const properties = namedValues(one.name).filter(({ label }) => others.has(label));
  if (properties.length > 0) variant.additionalProperty = properties.map(({ label, value }) => ({ '@type': 'PropertyValue', name: label, value }));
  if (!input.hidePrices) variant.offers = offerOf(one, input);
  return variant;
}

/**
 * The properties the declinations differ by, as schema.org names them (capacity → size, vintage →
 * productionDate, any other variation → additionalProperty, each variant then naming its value).
 */
function variesByOf(product: ProductForSeo, locale: Locale, others: ReadonlySet<string>): string[] {
  const differ = (read: (one: Declination) => unknown) => new Set(product.declination.map(read)).size > 1;
  const result: string[] = [];
  if (differ((one) => sizeOf(one, locale))) result.push('https://schema.org/size');
  if (differ((one) => one.year ?? null)) result.push('https://schema.org/productionDate');
  if (others.size > 0) result.push('https://schema.org/additionalProperty');
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
  const [only, ...rest] = product.declination;
  if (only && rest.length === 0) {
    const variant = variantOf(product, only, { ...input, variantUrl: undefined }, new Set());
    return { ...common, ...variant, '@type': 'Product', name: product.name, ...(common.image ? { image: common.image } : {}) };
  }
  const group: Record<string, unknown> = { ...common, '@type': 'ProductGroup' };
  if (product.id !== undefined) group.productGroupID = String(product.id);
  const others = otherVariations(product, input.locale);
  const variesBy = variesByOf(product, input.locale, others);
  if (variesBy.length > 0) group.variesBy = variesBy;
  group.hasVariant = product.declination.map((one) => variantOf(product, one, input, others));
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
