import { geoContracts } from '../../schemas/api/content/geo-contracts.ts';
import { cartContracts } from '../../schemas/api/shop/cart-contracts.ts';
import { orderContracts } from '../../schemas/api/shop/order-contracts.ts';
import { userContracts } from '../../schemas/api/account/user-contracts.ts';
import { checkoutContracts } from '../../schemas/api/shop/checkout-contracts.ts';
import { paymentContracts } from '../../schemas/api/shop/payment-contracts.ts';
import type { MemberProfile } from './member-prefill.ts';
import { redirect } from 'react-router';
import { defineBlockServer, keepJson } from '../../runtime/index.server.ts';
import type { BlockLoadContext } from '../../runtime/index.server.ts';
import { withLocalePrefix, type Cart } from '../../runtime/index.ts';
import type { CheckoutData, Country, OrderView, PickupPlace, SavedAddress } from './checkout-data.ts';
import { paymentResultPath } from './payment-result-path.ts';
import { checkoutBlock, type CheckoutProps } from './checkout.block.ts';

/** How long a country list read from the API is used before it is asked again (it changes with the API's code, not with visitors). */
export const COUNTRIES_FRESH_MS = 10 * 60_000;

/** The country choices per API, site and language, kept (see keepJson): the boot script serializes them once, not on every address step. */
const countryLists = new Map<string, { at: number; list: Country[] }>();

/** The address step's country choices: asked of the API at most every COUNTRIES_FRESH_MS; on a failure, the last good list (else none). */
export async function countryChoices(api: BlockLoadContext<unknown>['api'], locale: string, now: () => number = Date.now): Promise<Country[]> {
  const key = `${api.baseUrl}|${api.idSite}|${locale}`;
  const kept = countryLists.get(key);
  if (kept && now() - kept.at < COUNTRIES_FRESH_MS) return kept.list;
  const answer = await api.call(geoContracts.countries, {});
  if (!answer.success) return kept?.list ?? [];
  const list = keepJson(answer.data.map(({ id, alphaThree, name }) => ({ id, alphaThree, name })));
  countryLists.set(key, { at: now(), list });
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
    if (!orderId) return { ...data, linkExpired: url?.searchParams.get('link') === 'expired' };
    const result = await api.call(paymentContracts.result, { params: { id: Number(orderId) }, ...(query ? { query } : {}) });
    if (!result.success) throw new Error(result.message);
    const next = paymentResultPath(result.data, orderId, orderCart, locale);
    if (next) throw redirect(next);
    // Not settled yet (the webhook has not come): the page shows the order and waits for it.
    data.paymentPending = true;
  }
  if (props.step === 'success' || props.step === 'error' || props.step === 'cancel' || props.step === 'result') {
    if (orderId) {
      const order = await api.call(orderContracts.read, { params: { id: Number(orderId) }, ...(query ? { query } : {}) });
      if (order.success) data.order = order.data;
    }
    data.orderCart = orderCart;
    return data;
  }
  const [cart, countries, pickup, saved, profile] = await Promise.all([
    cartId ? api.call(cartContracts.read, { params: { cartId } }) : null,
    props.step === 'address' ? countryChoices(api, locale) : null,
    props.step === 'shipping' ? api.call(checkoutContracts.collectDates, { query: cartId ? { idCart: cartId } : {} }) : null,
    // A guest's member reads would answer 401: asked only with a session (hasSession unknown: asked).
    props.step === 'address' && hasSession !== false ? api.call(checkoutContracts.addresses, {}) : null,
    props.step === 'address' && hasSession !== false ? api.call(userContracts.read, {}) : null,
  ]);
  if (cart?.success) data.cart = cart.data;
  if (countries) data.countries = countries;
  if (pickup?.success) data.pickup = pickup.data;
  if (saved?.success) data.savedAddresses = saved.data;
  if (profile?.success) data.member = { firstname: profile.data.firstname ?? '', lastname: profile.data.lastname ?? '', phone: profile.data.phone ?? '' };
  return data;
}

export default defineBlockServer(checkoutBlock, {
  load,
  examples: {
    fr: { step: 'address' },
    en: { step: 'address' },
  },
});
