import { describe, expect, it } from 'vitest';
import { cardProduct } from './card-product.ts';
import { cardSummary } from './card-summary.ts';
import type { DeclinationInCents, ProductInCents } from '../../schemas/api/shop/product.ts';

const image = { src: '/media/wines/schistes.svg', alt: 'Bouteille', width: 300, height: 800 };
const medal = { src: '/media/awards/or.svg', alt: 'Médaille', width: 64, height: 64 };
const spring = { id: 4, label: 'Printemps du Muscadet', type: 'PERCENT' as const, amount: 10, detailType: null };

function declination(id: number, year: number | null, priceToPay: number, quantity: number, discount: DeclinationInCents['discount'] = null): DeclinationInCents {
  return {
    id, year, capacity: 75, capacityUnit: 'CENTILITRE', price: 1200, priceToPay, quantity, setQuantity: true, sellByMultipleOf: 6, discount,
    quantityDiscounts: [{ fromQuantity: 6, type: 'PERCENT', amount: 5 }], variations: [{ idVariation: 1, id: 3 }],
    name: `Millésime : ${year} - Format : Bouteille 75 cl`, reference: `SCH-${id}`, image,
  };
}

// As api.call gives it: prices in cents (decision 0076).
const product: ProductInCents = {
  id: 1, name: 'Muscadet — Les Schistes', summary: 'Frais, salin.', description: '<p>Le melon de Bourgogne…</p>', kind: 'blanc', tags: ['muscadet'],
  image, productType: 'WINE', price: 1200, priceToPay: 1080, discount: spring,
  declination: [declination(101, 2024, 1080, 2, spring), declination(102, 2023, 1200, 40)],
  awards: [
    { id: 1, name: 'Médaille d’argent', competition: 'Concours de Nantes', year: 2023, idDeclination: 102 },
    { id: 2, name: 'Médaille d’or', competition: 'Concours général agricole', year: 2025, idDeclination: 101, image: medal },
    { id: 3, name: 'Coup de cœur', competition: 'Guide', year: 2025 },
  ],
};

describe('cardProduct', () => {
  it('keeps what a card shows: name, type, picture, prices, discounts, vintages, stock and one award', () => {
    expect(cardProduct(product)).toEqual({
      id: 1, name: 'Muscadet — Les Schistes', productType: 'WINE', image, priceToPay: 1080,
      discount: { type: 'PERCENT', amount: 10 },
      declination: [
        { year: 2024, price: 1200, priceToPay: 1080, quantity: 2, setQuantity: true, capacity: 75, capacityUnit: 'CENTILITRE', discount: { type: 'PERCENT', amount: 10 } },
        { year: 2023, price: 1200, priceToPay: 1200, quantity: 40, setQuantity: true, capacity: 75, capacityUnit: 'CENTILITRE', discount: null },
      ],
      // The most recent award, the first listed of a year: the one cardSummary shows.
      awards: [{ name: 'Médaille d’or', year: 2025, image: medal }],
    });
  });

  it('drops the text, tags, references, formats, tiers and variations the card never shows', () => {
    const json = JSON.stringify(cardProduct(product));
    for (const word of ['summary', 'description', 'tags', 'kind', 'reference', 'quantityDiscounts', 'variations', 'sellByMultipleOf', 'competition', 'Printemps', 'Millésime', 'SCH-101']) {
      expect(json).not.toContain(word);
    }
  });

  it('sends no award list for a product without awards, and keeps a shipping discount marked as such', () => {
    const shipping = { id: 9, label: 'Port offert', type: 'EURO' as const, amount: 15, detailType: 'SHIPPING_FEES' as const };
    const card = cardProduct({ ...product, awards: [], discount: shipping });
    expect(card).not.toHaveProperty('awards');
    expect(card.discount).toEqual({ type: 'EURO', amount: 15, detailType: 'SHIPPING_FEES' });
  });

  it('gives the card the same summary as the whole product', () => {
    for (const stock of [
      { stockManagement: false, showStockLabels: false, threshold: 5 },
      { stockManagement: true, showStockLabels: true, threshold: 5 },
    ]) {
      const whole = cardSummary(product, stock);
      const card = cardSummary(cardProduct(product), stock);
      expect(card).toEqual({ ...whole, discount: { type: 'PERCENT', amount: 10 }, award: { name: 'Médaille d’or', year: 2025, image: medal } });
      expect(whole.award).toMatchObject({ id: 2 });
    }
  });
});
