import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import { centsOfWire } from '../../schemas/api/euros.ts';
import { productContracts } from '../../schemas/api/shop/product-contracts.ts';
import type { CallAnswerOf } from '../../schemas/api/route-contract.ts';
import productGrid from '../product-grid/index.ts';
import { cardProduct } from './card-product.ts';
import { ProductCard } from './ProductCard.tsx';

/*
 * A card's prices from the wire to the screen (decision 0076): GET /product's euros become cents at
 * the boundary (centsOfWire, as api.call does), the card keeps them, and shows them as euros again —
 * neither ×100 nor ÷100.
 */
const spring = { id: 4, label: 'Printemps', type: 'EURO', amount: 1.2, detailType: null };
const declination = (id: number, year: number, price: number, priceToPay: number, discount: typeof spring | null) => ({
  id, year, capacity: 75, capacityUnit: 'CENTILITRE', price, priceToPay, quantity: 40, setQuantity: true, sellByMultipleOf: 1, discount, variations: [], name: `Millésime : ${year}`,
});
const wire = {
  total: 1,
  products: [{
    id: 1, name: 'Muscadet — Les Schistes', image: { src: '/media/wines/schistes.svg', alt: 'Bouteille', width: 300, height: 800 }, productType: 'WINE',
    price: 12, priceToPay: 10.8, discount: spring, hasCustomization: false,
    declination: [declination(101, 2024, 12, 10.8, spring), declination(102, 2023, 14.5, 14.5, null)],
  }],
};
const card = cardProduct((centsOfWire(productContracts.list.answer, wire) as CallAnswerOf<typeof productContracts.list>).products[0]!);
const text = () => (document.querySelector('.product-card__price')?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('a product card’s prices, from the wire’s euros', () => {
  it('holds them in cents once past the boundary', () => {
    expect(card.priceToPay).toBe(1080);
    expect(card.declination.map((one) => [one.price, one.priceToPay])).toEqual([[1200, 1080], [1450, 1450]]);
    // A discount's amount is euros or percent by its type: served as it is.
    expect(card.discount).toEqual({ type: 'EURO', amount: 1.2 });
  });

  it('shows the cheapest price, the price before discount and the price per litre in French', () => {
    renderBlock(<ProductCard product={card} ns="product-grid" />, { locale: 'fr_FR', messages: productGrid.messages });
    expect(text()).toBe('À partir de 10,80 € au lieu de 12,00 € 14,40 €/Lsoit 14,40 € le litre');
    expect((document.querySelector('.product-card__badge')?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ')).toBe('Remise −1,20 €');
  });

  it('and in English', () => {
    renderBlock(<ProductCard product={card} ns="product-grid" />, { locale: 'en', messages: productGrid.messages });
    expect(text()).toBe('From €10.80 instead of €12.00 €14.40/Lthat is €14.40 per litre');
  });
});
