import { assign, fromPromise, setup } from 'xstate';
import { initialCheckoutContext, type CheckoutContext } from './checkout-context.ts';
import { missingForOrder } from './checkout-order-body.ts';
import type {
  AccessPoint,
  CarrierQuote,
  CheckoutAddresses,
  CheckoutDiscount,
  ClickAndCollectChoice,
  DeliveryType,
  PlacedOrder,
  PlaceOrderFailure,
  PlaceOrderRequest,
  ShippingLine,
} from './checkout-types.ts';

export type CheckoutEvent =
  | { type: 'SET_ADDRESSES'; addresses: CheckoutAddresses; phone: string }
  | { type: 'SET_DELIVERY_TYPE'; deliveryType: DeliveryType }
  /** Asks the carriers and their prices for the shipping address; ignored while a calculation runs (§4 busy flag). */
  | { type: 'CALCULATE_SHIPPING'; lines: ShippingLine[] }
  | { type: 'CHOOSE_CARRIER'; index: number }
  | { type: 'CHOOSE_ACCESS_POINT'; point: AccessPoint }
  | { type: 'CHOOSE_SLOT'; choice: ClickAndCollectChoice }
  | { type: 'APPLY_DISCOUNT'; code: string; subtotal: number }
  | { type: 'REMOVE_DISCOUNT' }
  | { type: 'PLACE_ORDER'; request: PlaceOrderRequest }
  | { type: 'DISMISS' }
  /** §4: clearing the cart resets all checkout state. */
  | { type: 'CLEAR' };

export interface CheckoutInput {
  /** The state read back from local storage (see readCheckoutStorage), or a fresh one. */
  context?: CheckoutContext;
}

export interface CalculateShippingInput {
  lines: ShippingLine[];
  postalCode: string;
  country: string;
}
export interface ApplyDiscountInput {
  code: string;
  subtotal: number;
  shippingFees: number;
}
export interface PlaceOrderInput {
  context: CheckoutContext;
  request: PlaceOrderRequest;
}

const missing = (name: string) =>
  fromPromise<never, unknown>(async () => {
    throw new Error(`checkout machine: provide the ${name} actor (createCheckoutActors(api, …))`);
  });

const messageOf = (error: unknown) => (error instanceof Error ? error.message : typeof error === 'object' && error !== null && 'message' in error ? String((error as { message: unknown }).message) : String(error));

/**
 * The checkout (§4, §3 Cart checkout state): the addresses and phone, the delivery type (choosing
 * click-and-collect resets carrier, city, shipping prices and relay point), the shipping prices
 * (busy while one calculation runs; on success the carrier is cleared and the list stored, then a
 * carrier is chosen by index), a relay point or a pick-up slot, a discount code, and the order:
 * validated, created once, then handed to the payment provider. CLEAR resets everything.
 * Side effects are the actors of checkout.actors.ts; local storage is written by whoever runs it.
 */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as CheckoutInput },
  actors: {
    calculateShipping: missing('calculateShipping') as unknown as ReturnType<typeof fromPromise<CarrierQuote[], CalculateShippingInput>>,
    applyDiscount: missing('applyDiscount') as unknown as ReturnType<typeof fromPromise<CheckoutDiscount, ApplyDiscountInput>>,
    placeOrder: missing('placeOrder') as unknown as ReturnType<typeof fromPromise<PlacedOrder, PlaceOrderInput>>,
  },
  guards: {
    hasDestination: ({ context }) => context.addresses.shipping !== null && context.deliveryType !== 'clickAndCollect',
    validCarrierIndex: ({ context, event }) => event.type === 'CHOOSE_CARRIER' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.shippingPrices.length,
    hasCode: ({ event }) => event.type === 'APPLY_DISCOUNT' && event.code.trim() !== '',
    canOrder: ({ context }) => context.cartId !== null && missingForOrder(context) === null,
  },
  actions: {
    setAddresses: assign(({ context, event }) => {
      if (event.type !== 'SET_ADDRESSES') return {};
      const shipping = event.addresses.shipping;
      const before = context.addresses.shipping;
      const moved = !shipping || !before || shipping.postalCode !== before.postalCode || shipping.country !== before.country;
      return {
        addresses: event.addresses,
        phone: event.phone,
        city: shipping ? { postalCode: shipping.postalCode, name: shipping.city } : null,
        country: shipping?.country ?? null,
        // Prices and relay points depend on where the parcel goes.
        ...(moved ? { shippingPrices: [], carrier: null, accessPointAddress: null, discount: null } : {}),
        error: null,
      };
    }),
    setDeliveryType: assign(({ context, event }) => {
      if (event.type !== 'SET_DELIVERY_TYPE') return {};
      if (event.deliveryType === 'clickAndCollect') {
        return { deliveryType: event.deliveryType, carrier: null, city: null, shippingPrices: [], accessPointAddress: null, discount: null, error: null };
      }
      const shipping = context.addresses.shipping;
      return {
        deliveryType: event.deliveryType,
        clickAndCollect: null,
        city: context.city ?? (shipping ? { postalCode: shipping.postalCode, name: shipping.city } : null),
        discount: null,
        error: null,
      };
    }),
    storePrices: assign(({ event }) => ({
      shippingPrices: (event as unknown as { output: CarrierQuote[] }).output,
      carrier: null,
      accessPointAddress: null,
      discount: null,
    })),
    chooseCarrier: assign(({ context, event }) => {
      if (event.type !== 'CHOOSE_CARRIER') return {};
      const carrier = context.shippingPrices[event.index]!;
      const keepPoint = carrier.deliveryType === 'PICKUP' && context.accessPointAddress?.idCarrier === carrier.id;
      return { carrier, accessPointAddress: keepPoint ? context.accessPointAddress : null, discount: null, error: null };
    }),
    choosePoint: assign(({ event }) => (event.type === 'CHOOSE_ACCESS_POINT' ? { accessPointAddress: event.point, error: null } : {})),
    chooseSlot: assign(({ event }) => (event.type === 'CHOOSE_SLOT' ? { clickAndCollect: event.choice, error: null } : {})),
    storeDiscount: assign(({ event }) => ({ discount: (event as unknown as { output: CheckoutDiscount }).output, error: null })),
    removeDiscount: assign({ discount: null }),
    storeOrder: assign(({ event }) => ({ order: (event as unknown as { output: PlacedOrder }).output, error: null, cartChanged: false, closedOrder: null })),
    fail: assign(({ event }) => ({ error: messageOf((event as unknown as { error: unknown }).error) })),
    failOrder: assign(({ event }) => {
      const error = (event as unknown as { error: PlaceOrderFailure | Error }).error;
      return {
        error: messageOf(error),
        cartChanged: 'cartChanged' in error && error.cartChanged === true,
        closedOrder: 'closedOrder' in error && error.closedOrder ? error.closedOrder : null,
      };
    }),
    dismiss: assign({ error: null, cartChanged: false, closedOrder: null }),
    clear: assign(() => initialCheckoutContext(null)),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => input.context ?? initialCheckoutContext(null),
  initial: 'ready',
  on: {
    CLEAR: { target: '.ready', actions: 'clear' },
  },
  states: {
    ready: {
      on: {
        SET_ADDRESSES: { actions: 'setAddresses' },
        SET_DELIVERY_TYPE: { actions: 'setDeliveryType' },
        CALCULATE_SHIPPING: { guard: 'hasDestination', target: 'calculating' },
        CHOOSE_CARRIER: { guard: 'validCarrierIndex', actions: 'chooseCarrier' },
        CHOOSE_ACCESS_POINT: { actions: 'choosePoint' },
        CHOOSE_SLOT: { actions: 'chooseSlot' },
        APPLY_DISCOUNT: { guard: 'hasCode', target: 'discounting' },
        REMOVE_DISCOUNT: { actions: 'removeDiscount' },
        PLACE_ORDER: { guard: 'canOrder', target: 'placing' },
        DISMISS: { actions: 'dismiss' },
      },
    },
    // §4 busy flag: a second CALCULATE_SHIPPING while this runs is not handled, so ignored.
    calculating: {
      invoke: {
        src: 'calculateShipping',
        input: ({ context, event }) => ({
          lines: event.type === 'CALCULATE_SHIPPING' ? event.lines : [],
          postalCode: context.addresses.shipping!.postalCode,
          country: context.addresses.shipping!.country,
        }),
        onDone: { target: 'ready', actions: 'storePrices' },
        onError: { target: 'ready', actions: 'fail' },
      },
    },
    discounting: {
      invoke: {
        src: 'applyDiscount',
        input: ({ context, event }) => ({
          code: event.type === 'APPLY_DISCOUNT' ? event.code.trim() : '',
          subtotal: event.type === 'APPLY_DISCOUNT' ? event.subtotal : 0,
          shippingFees: context.deliveryType === 'delivery' ? (context.carrier?.fdp ?? 0) : 0,
        }),
        onDone: { target: 'ready', actions: 'storeDiscount' },
        onError: { target: 'ready', actions: 'fail' },
      },
    },
    // A double click sends PLACE_ORDER again: not handled here, so one order.
    placing: {
      invoke: {
        src: 'placeOrder',
        input: ({ context, event }) => ({ context, request: (event as Extract<CheckoutEvent, { type: 'PLACE_ORDER' }>).request }),
        onDone: { target: 'placed', actions: 'storeOrder' },
        onError: { target: 'ready', actions: 'failOrder' },
      },
    },
    // The order exists and the browser is on its way to the provider: nothing more to send.
    placed: {},
  },
});
