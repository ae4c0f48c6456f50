import { pickupInWords, type Locale } from '../../rules/index.ts';
import type { OrderView } from './checkout-data.ts';

/** Where the order stands on the result page: paid, waiting for the provider, or not paid (declined, cancelled). */
export type OrderState = 'paid' | 'pending' | 'unpaid';

/** One next step: a message id (`checkout.next.*`) with its values, and a link when the step is one. */
export interface NextStep {
  id: string;
  values: Record<string, string>;
  link?: { to: string; label: string };
}

/**
 * What happens now, after the payment page (issue 38, item 5), in order: the confirmation mail
 * (to the order's address, once paid), the preparation and how the order reaches the customer —
 * the delivery address and carrier, the relay point, the pick-up place, day and slot, or the mail
 * (nothing to ship) —, then the account: a member follows the order there, a guest may create one
 * with the order's address. Not paid: the order is kept and can be paid again. Paths are without
 * the language prefix.
 */
export function orderNextSteps(order: OrderView, state: OrderState, locale: Locale): NextStep[] {
  const steps: NextStep[] = [];
  const email = order.email ?? '';
  if (state === 'unpaid') {
    steps.push({ id: 'kept', values: { reference: order.reference } });
  } else if (email) {
    steps.push({ id: state === 'paid' ? 'mailSent' : 'mailOnConfirm', values: { email } });
  }
  if (state !== 'unpaid') {
    const carrier = order.carrier?.name ?? '';
    if (order.deliveryType === 'NO_DELIVERY') {
      steps.push({ id: 'byMail', values: {} });
    } else if (order.deliveryType === 'CLICK_AND_COLLECT' && order.pickup) {
      steps.push({ id: 'collect', values: { where: pickupInWords(order.pickup, locale).join(', ') } });
    } else if (order.accessPoint) {
      const point = order.accessPoint;
      steps.push({ id: 'relay', values: { where: `${point.name}, ${point.addLine1}, ${point.zipCode} ${point.city}`, carrier } });
    } else if (order.addresses.delivery) {
      const to = order.addresses.delivery;
      steps.push({ id: carrier ? 'deliver' : 'deliverNoCarrier', values: { where: `${to.firstPart}, ${to.postalCode} ${to.city}`, carrier } });
    }
  }
  if (order.guest) {
    if (email) steps.push({ id: 'createAccount', values: { email }, link: { to: '/auth', label: 'createAccountLink' } });
  } else {
    steps.push({ id: 'account', values: { reference: order.reference }, link: { to: `/account/orders/${order.id}`, label: 'accountLink' } });
  }
  return steps;
}
