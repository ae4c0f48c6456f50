import type { Cart, CartLine } from '../cart-types.ts';

/** A cart line as the API answers it (a 75 cl bottle of wine at 12,50 €). */
export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 1, idCartProduct: 1, idProduct: 13, idDeclination: 1, name: 'Muscadet Sèvre et Maine', declinationName: 'Millésime : 2022',
    image: '/media/wines/muscadet.svg', quantity: 6, type: 'WINE', isDematerialized: false, hasShippingFees: true, capacity: 75,
    capacityUnit: 'CENTILITRE', sellByMultipleOf: 1, reference: 'P13-D1', price: 12.5, priceToPay: 12.5, total: 75, totalToPay: 75,
    customizations: [], ...overrides,
  };
}

/** A cart as the API answers it. */
export function cartOf(id: string, products: CartLine[] = []): Cart {
  const total = products.reduce((sum, line) => sum + line.total, 0);
  const toPay = products.reduce((sum, line) => sum + line.totalToPay, 0);
  return { id, type: 'MAIN_CART', discountCode: null, products, totalProduct: total, totalProductToPay: toPay, bottleCount: products.reduce((sum, line) => sum + line.quantity, 0) };
}
