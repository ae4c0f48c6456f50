import { describe, expect, it } from 'vitest';
import { validateDocument } from '../validation/validate-document.ts';

const image = { src: '/media/wines/rouge.png', alt: { fr: 'Bouteille', en: 'Bottle' }, width: 400, height: 1200 };
const declination = (id: number, extra: object = {}) => ({
  id, year: 2021, capacity: 75, capacityUnit: 'CENTILITRE', price: 14.5, quantity: 120, setQuantity: true,
  sellByMultipleOf: 1, variations: [], ...extra,
});
const product = (extra: object = {}) => ({
  id: 1, type: 'WINE', subtype: 'BOTTLE', name: { fr: 'Cuvée rouge', en: 'Red cuvée' },
  slug: { fr: 'cuvee-rouge', en: 'red-cuvee' }, description: { fr: '<p>Fruité</p>', en: '<p>Fruity</p>' },
  image, declinations: [declination(11)], ...extra,
});
const doc = (products: unknown[]) => ({ $schema: 'x', schemaVersion: 1, products });

describe('catalogue/products.json schema', () => {
  it('accepts a wine with its declinations and fills the optional flags', () => {
    const result = validateDocument('products', doc([product()]));
    expect(result.errors).toEqual([]);
    if (result.valid) expect(result.document.products[0]?.hasShippingFees).toBe(true);
  });

  it('rejects an unknown capacity unit and names the allowed ones', () => {
    const result = validateDocument('products', doc([product({ declinations: [declination(11, { capacityUnit: 'ML' })] })]));
    expect(result.errors).toEqual([
      {
        pointer: '/products/0/declinations/0/capacityUnit',
        message: 'must be one of: "LITER", "CENTILITRE" (got "ML")',
        hint: 'allowed values: LITER, CENTILITRE',
      },
    ]);
  });

  it('rejects more than three variations and a sell-by multiple of 0', () => {
    const variations = [1, 2, 3, 4].map((n) => ({ idVariation: n, id: n }));
    const result = validateDocument('products', doc([product({ declinations: [declination(11, { variations, sellByMultipleOf: 0 })] })]));
    expect(result.errors.map((e) => e.pointer)).toEqual([
      '/products/0/declinations/0/sellByMultipleOf',
      '/products/0/declinations/0/variations',
    ]);
  });

  it('rejects a declination id used by two products', () => {
    const result = validateDocument('products', doc([product(), product({ id: 2, slug: { fr: 'b', en: 'b' } })]));
    expect(result.errors).toEqual([{ pointer: '/products/1/declinations/0/id', message: 'duplicate declination id 11' }]);
  });

  describe('decreasing discounts by quantity', () => {
    const tier = (fromQuantity: number, amount: number, type = 'PERCENT') => ({ fromQuantity, type, amount });

    it('accepts tiers on a product and on a declination, which replace the product\'s', () => {
      const result = validateDocument('products', doc([product({
        quantityDiscounts: [tier(6, 5), tier(12, 10)],
        declinations: [declination(11), declination(12, { quantityDiscounts: [tier(3, 1, 'EURO')] }), declination(13, { quantityDiscounts: [] })],
      })]));
      expect(result.errors).toEqual([]);
    });

    it('rejects a tier from 1 unit, a zero amount and a percent of 100 or more', () => {
      const result = validateDocument('products', doc([product({ quantityDiscounts: [tier(1, 5), tier(6, 0), tier(12, 100)] })]));
      expect(result.errors.map((e) => e.pointer)).toEqual([
        '/products/0/quantityDiscounts/0/fromQuantity',
        '/products/0/quantityDiscounts/1/amount',
        '/products/0/quantityDiscounts/2/amount',
      ]);
    });

    it('rejects tiers out of order, and a tier that does not lower the price further', () => {
      const result = validateDocument('products', doc([product({ quantityDiscounts: [tier(12, 10), tier(6, 5)] })]));
      expect(result.errors).toEqual([
        { pointer: '/products/0/quantityDiscounts/1/fromQuantity', message: 'must be more than 12, the quantity of the tier before: tiers go by increasing quantity' },
        {
          pointer: '/products/0/quantityDiscounts/1/amount',
          message: 'takes €0.73 off a unit of €14.50 for declination 11, not more than the tier before (€1.45): each tier must lower the price',
        },
      ]);
    });

    it('compares euro and percent tiers at the declination price, and rejects one that takes the whole price', () => {
      const tiers = [tier(6, 5), tier(12, 0.5, 'EURO'), tier(24, 20, 'EURO')];
      const result = validateDocument('products', doc([product({ declinations: [declination(11, { quantityDiscounts: tiers })] })]));
      expect(result.errors).toEqual([
        { pointer: '/products/0/declinations/0/quantityDiscounts/1/amount', message: 'takes €0.50 off a unit of €14.50, not more than the tier before (€0.73): each tier must lower the price' },
        { pointer: '/products/0/declinations/0/quantityDiscounts/2/amount', message: 'takes the whole price €14.50 off: a tier must leave something to pay' },
      ]);
    });

    it('rejects a quantity the declination is not sold at, and tiers on a fixed-price declination', () => {
      const result = validateDocument('products', doc([product({
        quantityDiscounts: [tier(8, 5)],
        declinations: [declination(11, { sellByMultipleOf: 6 }), declination(12, { fixedPrice: 12, quantityDiscounts: [tier(6, 5)] })],
      })]));
      expect(result.errors).toEqual([
        { pointer: '/products/0/quantityDiscounts/0/fromQuantity', message: 'must be a multiple of 6 for declination 11, which is sold by 6' },
        { pointer: '/products/0/declinations/1/quantityDiscounts', message: 'a declination with a fixedPrice takes no discount: remove its quantity discounts or its fixedPrice' },
      ]);
    });
  });
});
