import { orderDeliveryType } from '../../rules/shop/checkout/delivery-type.ts';
import type { OrderBody } from '../../schemas/api/shop/order-body.ts';
import type { CheckoutContext } from './checkout-context.ts';
import type { CheckoutAddress, OrderConsents } from './checkout-types.ts';

function orderAddress(address: CheckoutAddress, type: string) {
  return {
    type: address.type ?? type,
    firstname: address.firstname.trim(),
    lastname: address.lastname.trim(),
    firstPart: address.address.trim(),
    secondPart: address.addressPart2.trim() === '' ? null : address.addressPart2.trim(),
    postalCode: address.postalCode.trim(),
    city: address.city.trim(),
    country: address.country,
  };
}

/** The §7 `delivery.type` of the checkout as it stands. */
export function deliveryTypeOfOrder(context: Pick<CheckoutContext, 'deliveryType' | 'carrier'>) {
  return orderDeliveryType(context.deliveryType ?? 'delivery', context.carrier?.deliveryType ?? null);
}

/**
 * Why the checkout cannot be ordered yet (the step to go back to), or null when it can: an
 * address and a phone, then a carrier for a delivery, a relay point for a relay carrier, or a
 * pick-up slot for click-and-collect.
 */
export function missingForOrder(context: CheckoutContext): 'address' | 'shipping' | null {
  const { shipping } = context.addresses;
  if (!shipping || context.phone.trim() === '') return 'address';
  if (context.deliveryType === null) return 'shipping';
  if (context.deliveryType === 'delivery') {
    if (!context.carrier) return 'shipping';
    if (context.carrier.deliveryType === 'PICKUP' && !context.accessPointAddress) return 'shipping';
  }
  if (context.deliveryType === 'clickAndCollect' && !context.clickAndCollect) return 'shipping';
  return null;
}

/** The §7 order body of a complete checkout (see missingForOrder), with the consents ticked on the payment step. */
export function orderBodyOf(context: CheckoutContext, consents: OrderConsents = { acceptTerms: false, legalAge: false }) {
  const { shipping, billing, billingSameAsShipping, message, email } = context.addresses;
  if (!shipping || !context.cartId) throw new Error('orderBodyOf: the checkout has no address or no cart');
  const type = deliveryTypeOfOrder(context);
  const delivered = type === 'DELIVERY' || type === 'PICKUP';
  const delivery: OrderBody['delivery'] = { type };
  if (delivered && context.carrier) delivery.idCarrier = context.carrier.id;
  if (type === 'PICKUP' && context.accessPointAddress) delivery.accessPointId = context.accessPointAddress.id;
  if (type === 'CLICK_AND_COLLECT' && context.clickAndCollect) delivery.idAddress = context.clickAndCollect.idAddress;
  return {
    idCart: context.cartId,
    // A guest's e-mail (the server requires it without a session and ignores it with one).
    user: { phone: context.phone.trim(), ...(email.trim() === '' ? {} : { email: email.trim() }) },
    address: {
      delivery: delivered ? orderAddress(shipping, 'DELIVERY') : null,
      billing: orderAddress(billingSameAsShipping || !billing ? shipping : billing, 'BILLING'),
    },
    discount: context.discount ? { code: context.discount.value.code } : null,
    message: message.trim() === '' ? null : message.trim(),
    delivery,
    dateSchedule: type === 'CLICK_AND_COLLECT' ? (context.clickAndCollect?.date ?? null) : null,
    idSchedule: type === 'CLICK_AND_COLLECT' ? (context.clickAndCollect?.idSchedule ?? null) : null,
    deliveryPostalCode: delivered ? shipping.postalCode.trim() : null,
    deliveryIdCountry: delivered ? shipping.country : null,
    acceptTerms: consents.acceptTerms,
    legalAge: consents.legalAge,
  };
}
