import type { MemberProfile } from './member-prefill.ts';
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { redirect } from 'react-router';
import { defineBlockServer, keepJson } from '../../runtime/index.server.ts';
import type { BlockLoadContext } from '../../runtime/index.server.ts';
import { withLocalePrefix, type Cart } from '../../runtime/index.ts';
import type { CheckoutData, Country, OrderView, PickupPlace, SavedAddress } from './checkout-data.ts';
import { paymentResultPath, type PaymentResult } from './payment-result-path.ts';

/** The checkout block: one step of the checkout or one outcome page, per fixed route (`components/cart-address.json`, …). */
export const CheckoutSchema = Type.Object(
  {
    step: Type.Union(
      [Type.Literal('address'), Type.Literal('shipping'), Type.Literal('payment'), Type.Literal('result'), Type.Literal('success'), Type.Literal('error'), Type.Literal('cancel')],
      { description: 'address, shipping, payment: the checkout steps; result: reads the payment outcome and sends the visitor on; success, error, cancel: the outcome pages.' },
    ),
  },
  { additionalProperties: false },
);
export type CheckoutProps = Static<typeof CheckoutSchema>;

/** The last list of country choices per language, kept (see keepJson): the boot script serializes an unchanged list once, not on every address step. */
const choices = new Map<string, { fingerprint: string; list: Country[] }>();

function countryChoices(countries: readonly Country[], locale: string): Country[] {
  const fingerprint = countries.map((one) => `${one.id}:${one.alphaThree}:${one.name}`).join('|');
  const last = choices.get(locale);
  if (last && last.fingerprint === fingerprint) return last.list;
  const list = keepJson(countries.map(({ id, alphaThree, name }) => ({ id, alphaThree, name })));
  choices.set(locale, { fingerprint, list });
  return list;
}

const idOf = (value: string | null | undefined) => (value && /^\d{1,10}$/.test(value) ? value : null);

/**
 * Reads on the server what the step shows: the cart (from the `cart-id` cookie), the countries
 * and the member's saved addresses (address; not asked without a session), the pick-up places and slots (shipping), the order (outcome pages, by `:id` or
 * `?order=`, with `?cart=` for a guest). The result step sends the visitor to the outcome page, or shows the order while its payment is confirmed.
 */
export async function load({ props, api, cartId, params, url, locale, hasSession }: BlockLoadContext<CheckoutProps>): Promise<CheckoutData> {
  const data: CheckoutData = { cart: null, countries: [], pickup: [], savedAddresses: null, order: null, orderCart: null };
  const orderCart = url?.searchParams.get('cart') || cartId || null;
  const orderId = idOf(params?.id) ?? idOf(url?.searchParams.get('order'));
  const query = orderCart ? { cart: orderCart } : undefined;
  if (props.step === 'result') {
    // Without an order (`/order/cawl/result`) the page says what it is for and where to go.
    if (!orderId) return data;
    const result = await api.get<PaymentResult>(`/order/cawl/result/${orderId}`, query);
    if (!result.success) throw new Error(result.message);
    const next = paymentResultPath(result.data, orderId, orderCart, locale);
    if (next) throw redirect(next);
    // Not settled yet (the webhook has not come): the page shows the order and waits for it.
    data.paymentPending = true;
  }
  if (props.step === 'success' || props.step === 'error' || props.step === 'cancel' || props.step === 'result') {
    if (orderId) {
      const order = await api.get<OrderView>(`/order/${orderId}`, query);
      if (order.success) data.order = order.data;
    }
    data.orderCart = orderCart;
    return data;
  }
  const [cart, countries, pickup, saved, profile] = await Promise.all([
    cartId ? api.get<Cart>(`/cart/${encodeURIComponent(cartId)}/default`) : null,
    props.step === 'address' ? api.get<Country[]>('/countries') : null,
    props.step === 'shipping' ? api.get<PickupPlace[]>(`/click-and-collect/dates${cartId ? `?idCart=${encodeURIComponent(cartId)}` : ''}`) : null,
    // A guest's member reads would answer 401: asked only with a session (hasSession unknown: asked).
    props.step === 'address' && hasSession !== false ? api.get<SavedAddress[]>('/user/addresses') : null,
    props.step === 'address' && hasSession !== false ? api.get<MemberProfile>('/user') : null,
  ]);
  if (cart?.success) data.cart = cart.data;
  if (countries?.success) data.countries = countryChoices(countries.data, locale);
  if (pickup?.success) data.pickup = pickup.data;
  if (saved?.success) data.savedAddresses = saved.data;
  if (profile?.success) data.member = { firstname: profile.data.firstname ?? '', lastname: profile.data.lastname ?? '', phone: profile.data.phone ?? '' };
  return data;
}

export default defineBlockServer({
  schema: CheckoutSchema,
  load,
  examples: {
    fr: { step: 'address' },
    en: { step: 'address' },
  },
});
