import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartLines } from './CartLines.tsx';
import type { CartLine } from './cart-types.ts';

function line(overrides: Partial<CartLine>): CartLine {
  return {
    id: 1, idCartProduct: 1, idProduct: 9, idDeclination: 90, name: 'Coffret découverte', declinationName: '6 bouteilles', image: '/x.webp',
    quantity: 1, type: 'BOX', isDematerialized: false, hasShippingFees: true, capacity: 75, capacityUnit: 'CENTILITRE',
    sellByMultipleOf: 6, maxQuantity: null, reference: 'B6', price: 7800, priceToPay: 7800, total: 7800, totalToPay: 7800, customizations: [],
    ...overrides,
  };
}

function offered(cartLine: CartLine, maxBottles?: number): number[] {
  const view = render(<CartLines lines={[cartLine]} pending={[]} locale="fr_FR" send={() => undefined} {...(maxBottles === undefined ? {} : { maxBottles })} />);
  const values = within(within(view.container).getByRole('combobox')).getAllByRole('option').map((option) => Number(option.getAttribute('value')));
  view.unmount();
  return values;
}

describe('CartLines quantity list', () => {
  it('offers a box of 6 bottles by the case, as the product page does (decision 0008)', () => {
    expect(offered(line({ quantity: 1 })).slice(0, 3)).toEqual([1, 2, 3]);
  });
  it('still offers 1 case once 6 cases are chosen', () => {
    expect(offered(line({ quantity: 6 }))[0]).toBe(1);
  });
  it('offers a wine sold by 6 bottles by 6', () => {
    expect(offered(line({ type: 'WINE', quantity: 6 })).slice(0, 2)).toEqual([6, 12]);
  });
  it('offers nothing above the stock left', () => {
    expect(offered(line({ type: 'OTHER', sellByMultipleOf: 1, quantity: 1, maxQuantity: 3 }))).toEqual([1, 2, 3]);
  });
  it('offers no more than one shipment holds: 60 bottles of a wine sold by 6, not 120 (issue 36)', () => {
    expect(offered(line({ type: 'WINE', quantity: 6 }), 60).at(-1)).toBe(60);
    expect(offered(line({ type: 'BOX', quantity: 1 }), 60).at(-1)).toBe(10);
  });
});

describe('CartLines price per litre', () => {
  it('shows the price per litre beside a wine’s price, none beside a box or goods without a capacity (issue 36)', () => {
    const wine = render(<CartLines lines={[line({ type: 'WINE', price: 4140, priceToPay: 4140 })]} pending={[]} locale="fr_FR" send={null} />);
    expect(wine.container.querySelector('.cart-line__price')?.textContent).toContain('55,20\u00a0€/L');
    wine.unmount();
    const box = render(<CartLines lines={[line({})]} pending={[]} locale="fr_FR" send={null} />);
    expect(box.container.textContent).not.toContain('/L');
  });
});
