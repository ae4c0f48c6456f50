import { describe, expect, it } from 'vitest';
import type { Cart, CheckoutContext } from '../../runtime/index.ts';
import type { CarrierQuote } from '../../runtime/checkout/checkout-types.ts';
import { paymentAmounts } from './payment-amounts.ts';

const cart: Cart = { id: 'c', type: 'MAIN_CART', discountCode: null, products: [], totalProduct: 7080, totalProductToPay: 7080, bottleCount: 12 };
const colissimo: CarrierQuote = { id: 1, name: 'Colissimo Domicile', fdp: 1350, price: 1350, serviceCode: 'COLISSIMO_DOM', deliveryType: 'DELIVERY', siteType: 'SITE' };
const delivered = (overrides: Partial<CheckoutContext> = {}): CheckoutContext => ({
  cartId: 'c', deliveryType: 'delivery', clickAndCollect: null, accessPointAddress: null, city: null, country: null, carrier: colissimo, shippingPrices: [colissimo],
  addresses: { shipping: null, billing: null, billingSameAsShipping: true, email: '', message: '' }, phone: '',
  discount: null, error: null, cartChanged: false, closedOrder: null, order: null,
  ...overrides,
});

describe('paymentAmounts', () => {
  it('adds the chosen shipping to the cart, and takes the discount the checkout applied', () => {
    const checkout = delivered();
    expect(paymentAmounts(cart, checkout)).toEqual({ subtotal: 7080, shippingFees: 1350, discount: null, total: 8430 });
    const discounted = delivered({ discount: { value: { code: 'BIENVENUE10' }, subtotal: 7080, shippingFees: 1350, discount: 708, total: 7722 } });
    expect(paymentAmounts(cart, discounted)).toEqual({ subtotal: 7080, shippingFees: 1350, discount: { code: 'BIENVENUE10', amount: 708 }, total: 7722 });
  });

  it('shows an ordered cart at its order’s own amounts, its discount kept though the checkout lost it (issue 32: 84,30 € shown, 77,26 € ordered)', () => {
    const order = {
      id: 7, reference: '88-20261121-ABCDEF', createdAt: '2026-11-21T09:00:00Z', status: { code: 'PENDING_PAYMENT', value: 'En attente de paiement' },
      deliveryType: 'DELIVERY' as const, subtotal: 7080, discount: 704, shippingFees: 1350, total: 7726, discountCode: 'BIENVENUE10',
    };
    expect(paymentAmounts({ ...cart, order }, delivered())).toEqual({ subtotal: 7080, shippingFees: 1350, discount: { code: 'BIENVENUE10', amount: 704 }, total: 7726 });
  });
});
