import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import type { DeclinationInCents, ProductInCents } from '../../schemas/api/shop/product.ts';
import { AddToCart } from './AddToCart.tsx';
import productDetail from './index.ts';
import type { Locale } from '../../rules/locale.ts';

// As api.call gives it: prices in cents, a tier's EURO amount in euros (decision 0076).
const rose: DeclinationInCents = {
  id: 501, year: 2024, capacity: 75, capacityUnit: 'CENTILITRE', price: 950, priceToPay: 950, quantity: 36, setQuantity: true,
  sellByMultipleOf: 1, discount: null, variations: [], name: 'Millésime : 2024',
  quantityDiscounts: [{ fromQuantity: 6, type: 'PERCENT', amount: 5 }, { fromQuantity: 12, type: 'EURO', amount: 1 }],
};
const product: ProductInCents = {
  id: 5, name: 'Rosé de Loire — Fleur de Sèvre', image: { src: '/media/wines/rose.svg', alt: 'Bouteille', width: 300, height: 800 },
  productType: 'WINE', price: 950, priceToPay: 950, discount: null, declination: [rose],
};
const stock = { kind: 'available' } as const;
const spaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderAddToCart(locale: Locale, parameters = [] as { type: string; value: boolean }[]) {
  return renderBlock(<AddToCart product={product} declination={rose} stock={stock} cartHref="/cart" />, {
    locale, messages: productDetail.messages, parameters,
  });
}

describe('QuantityTiers on the product page', () => {
  it('lists the tiers in French and shows the unit price once the quantity reaches one', () => {
    renderAddToCart('fr_FR');
    const tiers = screen.getAllByRole('listitem').map((item) => spaces(item.textContent));
    expect(tiers).toEqual(['−5 % dès 6 bouteilles', '−1,00 € dès 12 bouteilles']);
    const price = document.querySelector('.quantity-tiers__price');
    expect(price?.textContent).toBe('');
    fireEvent.change(screen.getByLabelText('Quantité'), { target: { value: '6' } });
    expect(spaces(price!.textContent)).toBe('Pour 6 bouteilles : 9,02 € l’unité au lieu de 9,50 €');
    expect(screen.getByText(/dès 6 bouteilles/).getAttribute('aria-current')).toBe('true');
    fireEvent.change(screen.getByLabelText('Quantité'), { target: { value: '12' } });
    expect(spaces(price!.textContent)).toBe('Pour 12 bouteilles : 8,50 € l’unité au lieu de 9,50 €');
    expect(screen.getByText(/dès 12 bouteilles/).getAttribute('aria-current')).toBe('true');
    expect(screen.getByText(/dès 6 bouteilles/).getAttribute('aria-current')).toBeNull();
  });

  it('speaks English, and drops the unit price below the first tier', () => {
    renderAddToCart('en');
    expect(screen.getByText('Volume discounts')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['−5% from 6 bottles', '−€1.00 from 12 bottles']);
    const input = screen.getByLabelText('Quantity');
    fireEvent.change(input, { target: { value: '7' } });
    expect(document.querySelector('.quantity-tiers__price')?.textContent).toBe('For 7 bottles: €9.02 each instead of €9.50');
    fireEvent.change(input, { target: { value: '5' } });
    expect(document.querySelector('.quantity-tiers__price')?.textContent).toBe('');
  });

  it('shows no tier when the site hides its prices', () => {
    renderAddToCart('en', [{ type: 'HIDE_PRODUCT_PRICES', value: true }]);
    expect(screen.queryByText('Volume discounts')).toBeNull();
    expect(screen.queryByText(/from 6 bottles/)).toBeNull();
  });
});
