import { initialTransition, type AnyMachineSnapshot } from 'xstate';
import type { MachineModel } from '../engine/machines/machine-paths.test-utils.ts';
import { initialCheckoutContext, type CheckoutContext } from './checkout-context.ts';
import { checkoutMachine, type CheckoutEvent } from './checkout.machine.ts';
import type { CheckoutDiscount, PlacedOrder } from './checkout-types.ts';
import { colissimo, home, lines, point, relay, request } from './checkout.test-utils.ts';

// Paths: every state and transition of the checkout, from an empty checkout and from one with an address.
const start = (context: Partial<CheckoutContext> = {}) => initialTransition(checkoutMachine, { context: { ...initialCheckoutContext('cart-1'), ...context } })[0];
const accepted: CheckoutDiscount = { value: { code: 'BIENVENUE10' }, subtotal: 54.6, shippingFees: 9.9, discount: 5.46, total: 59.04 };
const placed: PlacedOrder = { id: 7, reference: '88-20261124-ABC123', redirectUrl: '/pay' };
const events: CheckoutEvent[] = [
  { type: 'SET_ADDRESSES', addresses: home, phone: '0612345678' },
  { type: 'SET_DELIVERY_TYPE', deliveryType: 'delivery' },
  { type: 'SET_DELIVERY_TYPE', deliveryType: 'clickAndCollect' },
  { type: 'CALCULATE_SHIPPING', lines },
  { type: 'CHOOSE_CARRIER', index: 0 },
  { type: 'CHOOSE_ACCESS_POINT', point },
  { type: 'CHOOSE_SLOT', choice: { date: '2026-11-25', idAddress: 1, idSchedule: 3 } },
  { type: 'APPLY_DISCOUNT', code: 'BIENVENUE10', subtotal: 54.6 },
  { type: 'REMOVE_DISCOUNT' },
  { type: 'PLACE_ORDER', request },
  { type: 'DISMISS' },
  { type: 'CLEAR' },
  ...([
    { type: 'xstate.done.actor.0.checkout.calculating', output: [colissimo, relay] },
    { type: 'xstate.error.actor.0.checkout.calculating', error: new Error('Service indisponible') },
    { type: 'xstate.done.actor.0.checkout.discounting', output: accepted },
    { type: 'xstate.error.actor.0.checkout.discounting', error: new Error('Code expiré') },
    { type: 'xstate.done.actor.0.checkout.placing', output: placed },
    { type: 'xstate.error.actor.0.checkout.placing', error: new Error('Stock épuisé') },
  ] as never[]),
];
/** States told apart by value and by how far the checkout got (address, type, prices, carrier, point, slot, discount, error). */
const serialize = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as CheckoutContext;
  return JSON.stringify([snapshot.value, c.addresses.shipping !== null, c.phone !== '', c.deliveryType, c.shippingPrices.length, c.carrier?.id ?? null, c.accessPointAddress !== null, c.clickAndCollect !== null, c.discount !== null, c.error !== null, c.cartId !== null]);
};


export const checkoutModel: MachineModel = {
  machine: checkoutMachine,
  starts: [start(), start({ addresses: home, phone: '0612345678' })],
  events,
  serialize,
};
