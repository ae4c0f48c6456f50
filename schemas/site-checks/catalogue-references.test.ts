import { describe, expect, it } from 'vitest';
import { checkCatalogueReferences } from './catalogue-references.ts';

const products = {
  products: [
    {
      id: 1, idDiscount: 5, mealIcons: [1, 9], recommended: [2],
      declinations: [{ id: 11, idDiscount: null, variations: [{ idVariation: 1, id: 2 }, { idVariation: 1, id: 7 }, { idVariation: 4, id: 1 }] }],
    },
  ],
};

describe('checkCatalogueReferences', () => {
  it('accepts a catalogue whose references all exist', () => {
    const errors = checkCatalogueReferences({
      products: { products: [{ id: 1, idDiscount: 5, mealIcons: [1], declinations: [{ id: 11, variations: [{ idVariation: 1, id: 2 }] }] }] },
      discounts: { discounts: [{ id: 5 }] },
      variations: { variations: [{ id: 1, values: [{ id: 2 }] }] },
      'meal-icons': { mealIcons: [{ id: 1 }] },
      awards: { awards: [{ idProduct: 1, idDeclination: 11 }] },
    });
    expect(errors).toEqual([]);
  });

  it('reports each missing discount, meal icon, product, variation and variation value', () => {
    const errors = checkCatalogueReferences({
      products,
      variations: { variations: [{ id: 1, values: [{ id: 2 }] }] },
      'meal-icons': { mealIcons: [{ id: 1 }] },
      customizations: { customizations: [{ idProducts: [1, 3] }] },
      features: { features: [{ idProduct: 1, idDeclination: 12 }] },
    });
    expect(errors.map((e) => `${e.file} ${e.pointer}: ${e.message}`)).toEqual([
      'catalogue/products.json /products/0/idDiscount: no discount 5 in catalogue/discounts.json',
      'catalogue/products.json /products/0/mealIcons/1: no meal icon 9 in catalogue/meal-icons.json',
      'catalogue/products.json /products/0/recommended/0: no product 2',
      'catalogue/products.json /products/0/declinations/0/variations/1/id: variation 1 has no value 7',
      'catalogue/products.json /products/0/declinations/0/variations/2/idVariation: no variation 4 in catalogue/variations.json',
      'catalogue/customizations.json /customizations/0/idProducts/1: no product 3 in catalogue/products.json',
      'catalogue/features.json /features/0/idDeclination: product 1 has no declination 12',
    ]);
  });
});
