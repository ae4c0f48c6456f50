import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor, type AnyMachineSnapshot } from 'xstate';
import { coverageLine, pathCoverage } from '../engine/machines/machine-paths.test-utils.ts';
import { initialCheckoutContext, type CheckoutContext } from './checkout-context.ts';
import { checkoutMachine, type CheckoutEvent } from './checkout.machine.ts';
import type { CarrierQuote, CheckoutDiscount, PlacedOrder } from './checkout-types.ts';
import { colissimo, home, lines, point, relay, request } from './checkout.test-utils.ts';
import { checkoutModel } from './checkout.model.test-utils.ts';

const start = (context: Partial<CheckoutContext> = {}) => initialTransition(checkoutMachine, { context: { ...initialCheckoutContext('cart-1'), ...context } })[0];
const send = (snapshot: ReturnType<typeof start>, event: CheckoutEvent) => transition(checkoutMachine, snapshot, event)[0];
const priced = (snapshot: ReturnType<typeof start>, prices: CarrierQuote[]) =>
  transition(checkoutMachine, snapshot, { type: 'xstate.done.actor.0.checkout.calculating', output: prices } as never)[0];

describe('checkout machine — pure transitions (§4)', () => {
  it('choosing click-and-collect resets the carrier, the city, the shipping prices and the relay point', () => {
    const before = start({ addresses: home, city: { postalCode: '44330', name: 'Vallet' }, country: 'FRA', deliveryType: 'delivery', shippingPrices: [colissimo, relay], carrier: relay, accessPointAddress: point });
    const after = send(before, { type: 'SET_DELIVERY_TYPE', deliveryType: 'clickAndCollect' });
    expect(after.context).toMatchObject({ deliveryType: 'clickAndCollect', carrier: null, city: null, shippingPrices: [], accessPointAddress: null });
    expect(after.context.addresses).toEqual(home);
  });

  it('ignores a second shipping calculation while one runs (busy flag)', () => {
    const ready = start({ addresses: home, deliveryType: 'delivery' });
    const busy = send(ready, { type: 'CALCULATE_SHIPPING', lines });
    expect(busy.value).toBe('calculating');
    const again = transition(checkoutMachine, busy, { type: 'CALCULATE_SHIPPING', lines });
    expect(again[0].value).toBe('calculating');
    expect(again[1]).toEqual([]);
  });

  it('stores the price list and clears the chosen carrier on success, then chooses a carrier by index', () => {
    const busy = send(start({ addresses: home, deliveryType: 'delivery', carrier: colissimo, shippingPrices: [colissimo] }), { type: 'CALCULATE_SHIPPING', lines });
    const listed = priced(busy, [relay, colissimo]);
    expect(listed.value).toBe('ready');
    expect(listed.context.carrier).toBeNull();
    expect(listed.context.shippingPrices).toEqual([relay, colissimo]);
    expect(send(listed, { type: 'CHOOSE_CARRIER', index: 1 }).context.carrier).toEqual(colissimo);
    expect(send(listed, { type: 'CHOOSE_CARRIER', index: 2 }).context.carrier).toBeNull();
  });

  it('does not calculate shipping without an address nor for click-and-collect', () => {
    expect(send(start(), { type: 'CALCULATE_SHIPPING', lines }).value).toBe('ready');
    expect(send(start({ addresses: home, deliveryType: 'clickAndCollect' }), { type: 'CALCULATE_SHIPPING', lines }).value).toBe('ready');
  });

  it('forgets prices when the delivery address moves to another postal code', () => {
    const listed = start({ addresses: home, deliveryType: 'delivery', shippingPrices: [colissimo], carrier: colissimo });
    const same = send(listed, { type: 'SET_ADDRESSES', addresses: { ...home, message: 'Sonnez deux fois' }, phone: '0612345678' });
    expect(same.context.carrier).toEqual(colissimo);
    const moved = send(listed, { type: 'SET_ADDRESSES', addresses: { ...home, shipping: { ...home.shipping!, postalCode: '75011', city: 'Paris' } }, phone: '0612345678' });
    expect(moved.context).toMatchObject({ carrier: null, shippingPrices: [], city: { postalCode: '75011', name: 'Paris' }, country: 'FRA' });
  });

  it('orders only a complete checkout: address and phone, then a carrier, a relay point or a slot', () => {
    const base = { addresses: home, phone: '0612345678' };
    expect(send(start({ addresses: home }), { type: 'PLACE_ORDER', request }).value).toBe('ready');
    expect(send(start({ ...base, deliveryType: 'delivery' }), { type: 'PLACE_ORDER', request }).value).toBe('ready');
    expect(send(start({ ...base, deliveryType: 'delivery', carrier: relay }), { type: 'PLACE_ORDER', request }).value).toBe('ready');
    expect(send(start({ ...base, deliveryType: 'delivery', carrier: relay, accessPointAddress: point }), { type: 'PLACE_ORDER', request }).value).toBe('placing');
    expect(send(start({ ...base, deliveryType: 'clickAndCollect' }), { type: 'PLACE_ORDER', request }).value).toBe('ready');
    expect(send(start({ ...base, deliveryType: 'clickAndCollect', clickAndCollect: { date: '2026-11-25', idAddress: 1, idSchedule: 3 } }), { type: 'PLACE_ORDER', request }).value).toBe('placing');
    expect(send(start({ ...base, deliveryType: 'no_delivery' }), { type: 'PLACE_ORDER', request }).value).toBe('placing');
    expect(send(start({ ...base, deliveryType: 'no_delivery', cartId: null }), { type: 'PLACE_ORDER', request }).value).toBe('ready');
  });

  it('clearing resets every part of the checkout state', () => {
    const full = start({ addresses: home, phone: '0612345678', deliveryType: 'delivery', shippingPrices: [colissimo], carrier: colissimo, error: 'x' });
    expect(send(full, { type: 'CLEAR' }).context).toEqual(initialCheckoutContext(null));
  });
});

describe('checkout machine — actor with provided calls', () => {
  const order: PlacedOrder = { id: 7, reference: '88-20261124-ABC123', redirectUrl: '/api/payment/test-card-provider/7/page' };
  const provided = (placeOrder: () => Promise<PlacedOrder>, discount?: () => Promise<CheckoutDiscount>) =>
    checkoutMachine.provide({
      actors: {
        calculateShipping: fromPromise(async () => [colissimo]),
        applyDiscount: fromPromise(discount ?? (async () => ({ value: { code: 'BIENVENUE10' }, subtotal: 54.6, shippingFees: 9.9, discount: 5.46, total: 59.04 }))),
        placeOrder: fromPromise(placeOrder),
      },
    });
  const ready = { ...initialCheckoutContext('cart-1'), addresses: home, phone: '0612345678', deliveryType: 'delivery' as const };

  it('a double click places one order', async () => {
    const placeOrder = vi.fn(async () => order);
    const actor = createActor(provided(placeOrder), { input: { context: { ...ready, shippingPrices: [colissimo], carrier: colissimo } } }).start();
    actor.send({ type: 'PLACE_ORDER', request });
    actor.send({ type: 'PLACE_ORDER', request });
    await waitFor(actor, (snapshot) => snapshot.matches('placed'));
    actor.send({ type: 'PLACE_ORDER', request });
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.order).toEqual(order);
  });

  it('keeps everything typed when the order fails, says why, and can try again', async () => {
    let attempts = 0;
    const actor = createActor(
      provided(async () => {
        attempts += 1;
        if (attempts === 1) throw Object.assign(new Error('Le prix de Muscadet a changé : votre panier a été mis à jour.'), { cartChanged: true });
        return order;
      }),
      { input: { context: { ...ready, shippingPrices: [colissimo], carrier: colissimo } } },
    ).start();
    actor.send({ type: 'PLACE_ORDER', request });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ cartChanged: true, addresses: home, carrier: colissimo });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'PLACE_ORDER', request });
    await waitFor(actor, (snapshot) => snapshot.matches('placed'));
  });

  it('keeps the order a refusal names (the cart was ordered and paid already) until dismissed (issue 32)', async () => {
    const actor = createActor(
      provided(async () => {
        throw Object.assign(new Error('Ce panier a déjà été commandé : commande 88-20261121-ABCDEF, « Payée ».'), { cartChanged: false, closedOrder: { id: 7, reference: '88-20261121-ABCDEF' } });
      }),
      { input: { context: { ...ready, shippingPrices: [colissimo], carrier: colissimo } } },
    ).start();
    actor.send({ type: 'PLACE_ORDER', request });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ closedOrder: { id: 7, reference: '88-20261121-ABCDEF' }, cartChanged: false });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context).toMatchObject({ closedOrder: null, error: null });
  });

  it('applies a discount code with the chosen fee, shows a refusal, and removes the code', async () => {
    const refusing = createActor(provided(async () => order, async () => { throw new Error('Ce code promo n’existe pas'); }), { input: { context: ready } }).start();
    refusing.send({ type: 'APPLY_DISCOUNT', code: 'FAUX', subtotal: 54.6 });
    await waitFor(refusing, (snapshot) => snapshot.matches('ready'));
    expect(refusing.getSnapshot().context.error).toBe('Ce code promo n’existe pas');
    const actor = createActor(provided(async () => order), { input: { context: ready } }).start();
    actor.send({ type: 'APPLY_DISCOUNT', code: '  ', subtotal: 54.6 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'APPLY_DISCOUNT', code: 'bienvenue10', subtotal: 54.6 });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.discount !== null);
    expect(actor.getSnapshot().context.discount?.value.code).toBe('BIENVENUE10');
    actor.send({ type: 'REMOVE_DISCOUNT' });
    expect(actor.getSnapshot().context.discount).toBeNull();
  });
});

describe('checkout machine — paths', () => {
  it('covers every state and every transition', () => {
    const { starts, events, serialize } = checkoutModel;
    const coverage = pathCoverage(checkoutMachine, starts, events, serialize);
    console.info(coverageLine('checkout machine', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
