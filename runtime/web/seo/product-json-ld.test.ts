import { describe, expect, it } from 'vitest';
import type { HeadTag } from './head-tags.ts';
import { declinationValues, isProductForSeo, productJsonLd, productOpenGraph } from './product-json-ld.ts';
import { seoImageUrl } from './seo-image-url.ts';

// As the configuration cache gives it: prices in cents (decision 0076).
const product = {
  id: 2,
  name: 'Muscadet Les Gneiss',
  summary: 'Floral and round.',
  image: { src: '/media/wines/gneiss.png', alt: 'Bottle of Les Gneiss' },
  declination: [
    { id: 201, name: 'Cuvée : Tradition - Vintage : 2023 - Bottle size : Bottle 75 cl', reference: 'GNE-23', year: 2023, capacity: 75, capacityUnit: 'CENTILITRE', priceToPay: 1150, quantity: 30, setQuantity: true },
    { id: 202, name: 'Cuvée : Tradition - Vintage : 2022 - Bottle size : Magnum 150 cl', year: 2022, capacity: 150, capacityUnit: 'CENTILITRE', priceToPay: 1020, quantity: 0, setQuantity: true, image: { src: '/media/wines/gneiss-2022.svg', alt: 'Magnum 2022' } },
  ],
};
const shipping = { '@type': 'OfferShippingDetails', shippingRate: { '@type': 'MonetaryAmount', value: 14.9, currency: 'EUR' }, shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'FR' } };
const policy = { '@type': 'MerchantReturnPolicy', applicableCountry: 'FR', returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow', merchantReturnDays: 14 };
const input = {
  url: 'https://vin.example/en/wines/muscadet-les-gneiss/2',
  locale: 'en' as const,
  imageUrl: (src: string, name: string) => seoImageUrl('https://vin.example', src, name),
  stock: { stockManagement: true, showStockLabels: true, threshold: 5 },
  hidePrices: false,
  brand: 'Domaine des Trois Terroirs',
  shippingDetails: [shipping],
  returnPolicy: policy,
};

describe('productJsonLd', () => {
  it('is a ProductGroup with one Product per declination, its brand, group id and what the variants differ by', () => {
    const data = productJsonLd(product, input);
    expect(data).toMatchObject({
      '@type': 'ProductGroup',
      name: 'Muscadet Les Gneiss',
      description: 'Floral and round.',
      image: 'https://vin.example/ik-seo/media/wines/gneiss/bottle-of-les-gneiss.jpg',
      brand: { '@type': 'Brand', name: 'Domaine des Trois Terroirs' },
      productGroupID: '2',
      variesBy: ['https://schema.org/size', 'https://schema.org/productionDate'],
    });
    const variants = data.hasVariant as Record<string, unknown>[];
    expect(variants).toHaveLength(2);
    expect(variants[0]).toMatchObject({ '@type': 'Product', sku: 'GNE-23', name: 'Muscadet Les Gneiss – Tradition, 2023, Bottle 75 cl', size: '75 cl', productionDate: '2023' });
    expect(variants[1]).toMatchObject({ size: '1.5 L', image: 'https://vin.example/ik-seo/media/wines/gneiss-2022/magnum-2022.jpg' });
  });

  it('gives each variant an Offer in euros from cents, its availability, the shipping details and the return policy', () => {
    const [first, second] = productJsonLd(product, input).hasVariant as { offers: Record<string, unknown> }[];
    expect(first!.offers).toEqual({
      '@type': 'Offer', url: input.url, price: '11.50', priceCurrency: 'EUR', availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition', shippingDetails: [shipping], hasMerchantReturnPolicy: policy,
    });
    expect(second!.offers).toMatchObject({ price: '10.20', availability: 'https://schema.org/OutOfStock' });
  });

  it('keeps variation labels out of variant names (no French "Cuvée" in English)', () => {
    expect(declinationValues('Cuvée : Vieilles vignes - Vintage : 2024 - Bottle size : Half bottle 37.5 cl')).toBe('Vieilles vignes, 2024, Half bottle 37.5 cl');
    expect(declinationValues('Cuvée: Old vines · Vintage: 2024 · Bottle size: 75 cl')).toBe('Old vines, 2024, 75 cl');
    expect(JSON.stringify(productJsonLd(product, input))).not.toMatch(/Cuvée|Vintage :|Bottle size :/);
  });

  it('is a plain Product with its offer when there is one declination', () => {
    const data = productJsonLd({ ...product, declination: [product.declination[0]!] }, input);
    expect(data).toMatchObject({ '@type': 'Product', name: 'Muscadet Les Gneiss', sku: 'GNE-23', offers: { price: '11.50' } });
    expect(data).not.toHaveProperty('hasVariant');
  });

  it('publishes no offer when prices are hidden', () => {
    const variants = productJsonLd(product, { ...input, hidePrices: true }).hasVariant as Record<string, unknown>[];
    expect(variants.every((variant) => variant.offers === undefined)).toBe(true);
  });

  it('recognises a product record', () => {
    expect(isProductForSeo(product)).toBe(true);
    expect(isProductForSeo({ title: 'A blog post' })).toBe(false);
  });
});

describe('productJsonLd, issue 39', () => {
  it('gives each variant\'s offer the address of the page that shows it picked', () => {
    const variantUrl = (id: number) => `${input.url}/detail/${id}`;
    const [first, second] = productJsonLd(product, { ...input, variantUrl }).hasVariant as { offers: { url: string } }[];
    expect(first!.offers.url).toBe('https://vin.example/en/wines/muscadet-les-gneiss/2/detail/201');
    expect(second!.offers.url).toBe('https://vin.example/en/wines/muscadet-les-gneiss/2/detail/202');
  });

  it('says the variants vary by another property, and names its value, where size and vintage do not tell them apart', () => {
    const cremant = {
      id: 7,
      name: 'Crémant de Loire',
      declination: [
        { id: 701, name: 'Cuvée : Brut - Bottle size : Bottle 75 cl', year: null, capacity: 75, capacityUnit: 'CENTILITRE', priceToPay: 1200, quantity: 10, setQuantity: true },
        { id: 702, name: 'Cuvée : Brut rosé - Bottle size : Bottle 75 cl', year: null, capacity: 75, capacityUnit: 'CENTILITRE', priceToPay: 1300, quantity: 10, setQuantity: true },
        { id: 703, name: 'Cuvée : Brut - Bottle size : Half bottle 37.5 cl', year: null, capacity: 37.5, capacityUnit: 'CENTILITRE', priceToPay: 800, quantity: 10, setQuantity: true },
      ],
    };
    const data = productJsonLd(cremant, input);
    expect(data.variesBy).toEqual(['https://schema.org/size', 'https://schema.org/additionalProperty']);
    const variants = data.hasVariant as { additionalProperty?: unknown }[];
    expect(variants.map((variant) => variant.additionalProperty)).toEqual([
      [{ '@type': 'PropertyValue', name: 'Cuvée', value: 'Brut' }],
      [{ '@type': 'PropertyValue', name: 'Cuvée', value: 'Brut rosé' }],
      [{ '@type': 'PropertyValue', name: 'Cuvée', value: 'Brut' }],
    ]);
    // The same in English, spelled as decision 0058 writes it ('Cuvée: Brut · Bottle size: 75 cl').
    const english = { ...cremant, declination: cremant.declination.map((one) => ({ ...one, name: one.name.replace(/ : /g, ': ').replace(/ - /g, ' · ') })) };
    const englishVariants = productJsonLd(english, input).hasVariant as { additionalProperty?: unknown }[];
    expect(englishVariants.map((variant) => variant.additionalProperty)).toEqual(variants.map((variant) => variant.additionalProperty));
    // Size and vintage tell Les Gneiss's declinations apart: nothing more is said.
    expect(productJsonLd(product, input).variesBy).toEqual(['https://schema.org/size', 'https://schema.org/productionDate']);
  });
});

describe('the prices structured data writes', () => {
  it('writes the cents it is given as euros with two decimals, as a wire does: 980 is "9.80", not "980.00"', () => {
    const one = { name: 'Les Schistes', declination: [{ ...product.declination[0]!, priceToPay: 980 }] };
    expect(productJsonLd(one, input)).toMatchObject({ offers: { price: '9.80', priceCurrency: 'EUR' } });
    const tags = productOpenGraph([], { ...one, declination: [...one.declination, { ...product.declination[1]!, priceToPay: 1005 }] }, input);
    expect(tags).toContainEqual({ tag: 'meta', attributes: { property: 'product:price:amount', content: '9.80' } });
  });
});

describe('productOpenGraph', () => {
  it('makes the page an og:type product with its lowest price and availability', () => {
    const tags: HeadTag[] = [{ tag: 'meta', attributes: { property: 'og:type', content: 'website' } }, { tag: 'meta', attributes: { property: 'og:image', content: 'logo.png' } }];
    const props = Object.fromEntries(productOpenGraph(tags, product, input).map((tag) => (tag.tag === 'meta' && 'property' in tag.attributes ? [tag.attributes.property, tag.attributes.content] : ['', ''])));
    expect(props).toEqual({
      'og:type': 'product', 'og:image': 'https://vin.example/ik-seo/media/wines/gneiss/bottle-of-les-gneiss.jpg',
      'product:price:amount': '10.20', 'product:price:currency': 'EUR', 'product:availability': 'in stock',
    });
  });
});
