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
});
