import { checkoutTotal, shippingFees } from '../../rules/index.ts';
import type { Cart, CheckoutContext } from '../../runtime/index.ts';

/** The amounts the payment step shows and the button charges, in cents. */
export interface PaymentAmounts {
  subtotal: number;
  /** Null while no carrier is chosen. */
  shippingFees: number | null;
  discount: { code: string; amount: number } | null;
  total: number;
}

/**
 * What will be charged: for a cart already ordered and awaiting its payment (back from the
 * payment page, issue 32), the order's own amounts as it recorded them — its discount included,
 * which the checkout state no longer holds after the provider's page; otherwise the cart's
 * products, the chosen shipping and the discount applied in the checkout.
 */
export function paymentAmounts(cart: Cart, checkout: CheckoutContext | null): PaymentAmounts {
  if (cart.order) {
    const { order } = cart;
    return {
      subtotal: order.subtotal,
      shippingFees: order.shippingFees,
      discount: order.discount > 0 ? { code: order.discountCode ?? '', amount: order.discount } : null,
      total: order.total,
    };
  }
  const type = checkout?.deliveryType ?? null;
  const fees = shippingFees(type, checkout?.carrier ?? null);
  const discount = checkout?.discount ?? null;
  return {
    subtotal: cart.totalProductToPay,
    shippingFees: fees,
    discount: discount && discount.discount > 0 ? { code: discount.value.code, amount: discount.discount } : null,
    total: discount ? discount.total : checkoutTotal(cart.totalProductToPay, type, fees),
  };
}
