import { describe, expect, it } from 'vitest';
import type { CheckoutContext } from '../../runtime/index.ts';
import type { CarrierQuote } from '../../runtime/checkout/checkout-types.ts';
import { raiseShippingProblem, shownShippingProblem } from './shipping-problem.ts';

const relay: CarrierQuote = { id: 2, name: 'Mondial Relay', fdp: 590, price: 590, serviceCode: 'MR_RELAY', deliveryType: 'PICKUP', siteType: 'SITE' };
const home: CarrierQuote = { id: 1, name: 'Colissimo Domicile', fdp: 990, price: 990, serviceCode: 'COLISSIMO_DOM', deliveryType: 'DELIVERY', siteType: 'SITE' };
const shipping = { firstname: 'Léa', lastname: 'Martin', address: '3 rue des Vignes', addressPart2: '', postalCode: '44330', city: 'Vallet', country: 'FRA' };

const context = (overrides: Partial<CheckoutContext>): CheckoutContext => ({
  cartId: 'c', deliveryType: 'delivery', clickAndCollect: null, accessPointAddress: null, city: null, country: null, carrier: relay, shippingPrices: [relay, home],
  addresses: { shipping, billing: null, billingSameAsShipping: true, email: 'lea@example.com', message: '' }, phone: '0612345678',
  discount: null, error: null, cartChanged: false, closedOrder: null, order: null,
  ...overrides,
});

describe('the shipping step refusal', () => {
  const noPoint = context({});
  const raised = raiseShippingProblem(noPoint, 'choosePoint');

  it('shows while the choice it speaks of is still on screen and incomplete', () => {
    expect(shownShippingProblem(raised, noPoint)).toBe('choosePoint');
  });
  it('goes once the delivery type changes', () => {
    expect(shownShippingProblem(raised, context({ deliveryType: 'clickAndCollect', carrier: null }))).toBeNull();
  });
  it('goes once another carrier is chosen', () => {
    expect(shownShippingProblem(raised, context({ carrier: home }))).toBeNull();
  });
  it('goes once the step is complete', () => {
    expect(shownShippingProblem(raised, context({ accessPointAddress: { id: 'MR-1', name: 'Tabac', addLine1: '1 place', zipCode: '44330', city: 'Vallet', country: 'FRA', idCarrier: 2 } }))).toBeNull();
  });
});
