import { describe, expect, it } from 'vitest';
import type { HeadTag } from './head-tags.ts';
import { isProductForSeo, productJsonLd, productOpenGraph } from './product-json-ld.ts';

const product = {
  name: 'Muscadet Les Gneiss',
  summary: 'Floral et rond.',
  declination: [
    { id: 201, name: 'Millésime : 2023', reference: 'GNE-23', priceToPay: 11.5, quantity: 30, setQuantity: true },
    { id: 202, name: 'Millésime : 2022', priceToPay: 10.2, quantity: 0, setQuantity: true },
  ],
};
const input = { url: 'https://vin.example/wines/muscadet-les-gneiss/2', image: 'https://vin.example/ik-seo/media/g/g.svg', stock: { stockManagement: true, showStockLabels: true, threshold: 5 }, hidePrices: false };

describe('productJsonLd', () => {
  it('gives one Offer per declination with its price, currency and availability', () => {
    const data = productJsonLd(product, input);
    expect(data).toMatchObject({ '@type': 'Product', name: 'Muscadet Les Gneiss', description: 'Floral et rond.', image: input.image });
    expect(data.offers).toEqual([
      { '@type': 'Offer', sku: 'GNE-23', name: 'Millésime : 2023', price: '11.50', priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: input.url },
      { '@type': 'Offer', name: 'Millésime : 2022', price: '10.20', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock', url: input.url },
    ]);
  });
  it('publishes no offer when prices are hidden', () => {
    expect(productJsonLd(product, { ...input, hidePrices: true }).offers).toBeUndefined();
  });
  it('recognises a product record', () => {
    expect(isProductForSeo(product)).toBe(true);
    expect(isProductForSeo({ title: 'A blog post' })).toBe(false);
  });
});

describe('productOpenGraph', () => {
  it('makes the page an og:type product with its lowest price and availability', () => {
    const tags: HeadTag[] = [{ tag: 'meta', attributes: { property: 'og:type', content: 'website' } }, { tag: 'meta', attributes: { property: 'og:image', content: 'logo.png' } }];
    const props = Object.fromEntries(productOpenGraph(tags, product, input).map((tag) => (tag.tag === 'meta' && 'property' in tag.attributes ? [tag.attributes.property, tag.attributes.content] : ['', ''])));
    expect(props).toEqual({ 'og:type': 'product', 'og:image': input.image, 'product:price:amount': '10.20', 'product:price:currency': 'EUR', 'product:availability': 'in stock' });
  });
});
