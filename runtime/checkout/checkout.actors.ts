import { checkoutContracts } from '../../schemas/api/shop/checkout-contracts.ts';
import { orderContracts } from '../../schemas/api/shop/order-contracts.ts';
import { paymentContracts } from '../../schemas/api/shop/payment-contracts.ts';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../engine/api/create-api-client.ts';
import type { ApiResult } from '../engine/api/api-result.ts';
import { failureMessage } from '../engine/api/failure-message.ts';
import { deliveryTypeOfOrder, orderBodyOf } from './checkout-order-body.ts';
import type { ApplyDiscountInput, CalculateShippingInput, PlaceOrderInput } from './checkout.machine.ts';
import type { CarrierQuote, CheckoutDiscount, ClosedOrder, PlacedOrder, PlaceOrderFailure } from './checkout-types.ts';
import { fillPlaceholders } from '../../rules/text/fill-placeholders.ts';

export interface CheckoutActorOptions {
  /** The API as the browser reaches it (`/api`): put in front of a provider page the API serves itself. */
  apiBaseUrl: string;
  /** Wraps each call (the page's loading bar). */
  track?: <T>(call: Promise<T>) => Promise<T>;
  /** Messages in the page's language. */
  text: {
    /** The API did not answer at all. */
    unreachable: string;
    /** Prices or stock changed between the cart and the order. */
    cartChanged: string;
  };
}

/** A failure the machine keeps as `error` (and `cartChanged`, `closedOrder`). */
class CheckoutFailure extends Error implements PlaceOrderFailure {
  constructor(message: string, readonly cartChanged = false, readonly closedOrder: ClosedOrder | null = null) {
    super(message);
  }
}

/** The order a 409 of `POST /order/validate` names: the cart's order, paid or cancelled. */
function closedOrderOf(error: unknown): ClosedOrder | null {
  const order = (error as { data?: { order?: { id?: unknown; reference?: unknown } } } | null)?.data?.order;
  return order && typeof order.id === 'number' && typeof order.reference === 'string' ? { id: order.id, reference: order.reference } : null;
}

/**
 * The checkout machine's effects (§7 Checkout): the carriers and their prices, a discount code,
 * and placing the order — `POST /order/validate` (prices and stock checked against what the
 * visitor saw), `POST /order` (one order per cart: the server answers the same order again), then
 * `POST /payment/start/{id}`, which answers the provider's page to send the browser to. Back from
 * the provider's page the cart is already ordered: validate answers its order awaiting payment,
 * resumed as recorded (its totals, its discount) with a new checkout, never made again.
 */
export function createCheckoutActors(api: ApiClient, { apiBaseUrl, track = (call) => call, text }: CheckoutActorOptions) {
  const data = async <T>(request: Promise<ApiResult<T>>, cartChanged = false): Promise<T> => {
    const result = await track(request);
    if (result.success) return result.data;
    throw new CheckoutFailure(result.status === undefined ? text.unreachable : failureMessage(result), cartChanged, result.status === 409 ? closedOrderOf(result.error) : null);
  };
  return {
    calculateShipping: fromPromise<CarrierQuote[], CalculateShippingInput>(({ input }) =>
      data(api.call(checkoutContracts.shippingFees, {
        body: {
          products: input.lines.map((line) => ({ idProduct: line.idProduct, idDeclination: line.idDeclination, quantity: line.quantity })),
          postalCode: input.postalCode,
          country: input.country,
        },
      })),
    ),
    applyDiscount: fromPromise<CheckoutDiscount, ApplyDiscountInput>(({ input }) =>
      data(api.call(orderContracts.discount, {
        body: {
          total: input.subtotal + input.shippingFees,
          subtotal: input.subtotal,
          shippingFees: input.shippingFees,
          discount: { code: input.code },
        },
      })),
    ),
    placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(async ({ input }) => {
      const { context, request } = input;
      const idCart = context.cartId!;
      // Stock gone or a line no longer sold: the server refuses with a 4xx and the cart is read again.
      const checked = await data(
        api.call(checkoutContracts.validate, { body: { idCart, deliveryType: deliveryTypeOfOrder(context) } }),
        true,
      );
      let order: { id: number; reference: string; status: { code: string } };
      if ('order' in checked) {
        order = checked.order;
      } else {
        if (checked.totalProductToPay !== request.expectedProductTotal) throw new CheckoutFailure(text.cartChanged, true);
        order = await data(api.call(orderContracts.create, { body: orderBodyOf(context, request.consents) }));
      }
      const status = order.status.code;
      const fill = (path: string) => fillPlaceholders(path, { id: order.id, cart: encodeURIComponent(idCart) });
      if (status !== 'PENDING_PAYMENT' && status !== 'PAYMENT_FAILED') {
        return { id: order.id, reference: order.reference, redirectUrl: fill(request.successPath) };
      }
      const payment = await data(
        api.call(paymentContracts.start, { params: { orderId: order.id }, body: { cart: idCart, returnPath: fill(request.returnPath), cancelPath: fill(request.cancelPath) } }),
      );
      const redirectUrl = payment.redirectUrl.startsWith('/') ? `${apiBaseUrl.replace(/\/+$/, '')}${payment.redirectUrl}` : payment.redirectUrl;
      return { id: order.id, reference: order.reference, redirectUrl };
    }),
  };
}
