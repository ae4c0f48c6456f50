import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartSummary } from './CartSummary.tsx';
import type { Cart, CartLine } from './cart-types.ts';
import type { Locale } from '../../rules/locale.ts';

const bottle: CartLine = {
  id: 1, idCartProduct: 1, idProduct: 1, idDeclination: 101, name: 'Muscadet — Les Schistes', declinationName: '', image: '/x.webp',
  quantity: 1, type: 'WINE', isDematerialized: false, hasShippingFees: true, capacity: 75, capacityUnit: 'CENTILITRE',
  sellByMultipleOf: 1, maxQuantity: null, reference: 'SCH', price: 980, priceToPay: 980, total: 980, totalToPay: 980, customizations: [],
};
const cart = (over: Partial<Cart>): Cart => ({ id: 'c', type: 'MAIN_CART', discountCode: null, products: [bottle], totalProduct: 980, totalProductToPay: 980, bottleCount: 1, ...over });
const parameters = [{ type: 'MIN_BOTTLES_PER_SHIPMENT', value: 3 }, { type: 'MAX_BOTTLES_PER_SHIPMENT', value: 60 }];

function summary(shown: Cart, locale: Locale = 'fr_FR') {
  return render(<MemoryRouter><CartSummary cart={shown} locale={locale} parameters={parameters} /></MemoryRouter>);
}

describe('CartSummary below the shipment minimum (issue 36, item 2)', () => {
  it('lets one bottle go to the checkout when the site offers click-and-collect, and says delivery starts at 3 bottles', () => {
    const view = summary(cart({ canCollect: true }));
    const checkout = screen.getByRole('link', { name: 'Commander' });
    expect([checkout.getAttribute('aria-disabled'), checkout.getAttribute('href')]).toEqual([null, '/cart/address']);
    expect(view.container.textContent).toContain('Livraison à partir de 3 bouteilles ; retrait au domaine possible dès 1 bouteille.');
    expect(screen.queryByRole('alert')).toBeNull();
    view.unmount();
    summary(cart({ canCollect: true }), 'en');
    expect(screen.getByText('Delivery from 3 bottles; collection at the estate from 1 bottle.')).toBeTruthy();
  });

  it('keeps the checkout closed below the minimum when nothing can be collected, saying why', () => {
    summary(cart({}));
    const checkout = screen.getByRole('link', { name: 'Commander' });
    expect([checkout.getAttribute('aria-disabled'), checkout.getAttribute('href')]).toEqual(['true', null]);
    expect(screen.getByRole('alert').textContent).toBe('Un envoi doit contenir au moins 3 bouteilles (une demi-bouteille compte pour moitié)');
  });
});
