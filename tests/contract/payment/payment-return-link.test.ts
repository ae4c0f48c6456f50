import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerReturnUrls, returnLinkQuery } from '../../../server/shop/payment/return-link.ts';
import type { PaymentStartInput } from '../../../server/shop/payment/payment-adapter.ts';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { DOMAINE, NOW } from '../shop/shop-helpers.test-utils.ts';
import { placedOrder } from './payment-site.test-utils.ts';
import type { Locale } from '../../../rules/locale.ts';

// Issue 32, item 5: a return link that has expired, or was never ours, leads to a page asking the
// customer to sign in or open the link from their mail; it never yields the cart id.
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
});
afterAll(async () => {
  await h.close();
});

const TWO_DAYS_AGO = new Date(NOW.getTime() - 2 * 24 * 3600_000);

/** The inputs `POST /payment/start` gives an adapter, for an order placed now, signed at `signedAt`. */
function startInput(order: { id: number; cart: string; reference: string; totalCents: number }, lang: Locale, signedAt: Date): PaymentStartInput {
  const prefix = lang === 'en' ? '/en' : '';
  return {
    idSite: DOMAINE, orderId: order.id, reference: order.reference, amountCents: order.totalCents, lines: [], shippingCents: 0, discountCents: 0,
    cartId: order.cart, lang, returnPath: `${prefix}/order/cawl/result/${order.id}?cart=${order.cart}`, cancelPath: `${prefix}/order/cancel?order=${order.id}&cart=${order.cart}`,
    origin: 'https://www.domaine-trois-terroirs.fr', now: signedAt,
  };
}
const local = (url: string) => url.replace('https://www.domaine-trois-terroirs.fr/api', '');

describe('a provider’s return link (GET /payment/back/{id})', () => {
  it('puts the cart back in the shop’s path while the link is valid', async () => {
    const order = await placedOrder(h);
    const { returnUrl, cancelUrl } = providerReturnUrls(startInput(order, 'en', NOW));
    const back = await h.request('GET', local(returnUrl));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/en/order/cawl/result/${order.id}?cart=${order.cart}`);
    expect((await h.request('GET', local(cancelUrl))).headers.get('location')).toBe(`/en/order/cancel?order=${order.id}&cart=${order.cart}`);
  });

  it('sends an expired link to the page that asks to sign in or open the mail’s link, in its language, without the cart id', async () => {
    const order = await placedOrder(h);
    for (const lang of ['en', 'fr_FR'] as const) {
      const { returnUrl, cancelUrl } = providerReturnUrls(startInput(order, lang, TWO_DAYS_AGO));
      for (const url of [returnUrl, cancelUrl]) {
        const back = await h.request('GET', local(url));
        expect(back.status).toBe(303);
        expect(back.headers.get('location')).toBe(lang === 'en' ? '/en/order/cawl/result?link=expired' : '/order/cawl/result?link=expired');
        expect(back.headers.get('cache-control')).toBe('no-store');
        expect(back.text).not.toContain(order.cart);
      }
    }
  });

  it('answers a forged token, another order’s token and an unknown order alike, without the cart id', async () => {
    const order = await placedOrder(h);
    const other = await placedOrder(h);
    const { returnUrl } = providerReturnUrls(startInput(order, 'en', NOW));
    const forged = local(returnUrl).replace(/token=[^&]+/, 'token=0.AAAA');
    const otherOrder = local(returnUrl).replace(`/payment/back/${order.id}?`, `/payment/back/${other.id}?`);
    const unknown = local(returnUrl).replace(`/payment/back/${order.id}?`, '/payment/back/999999?');
    for (const url of [forged, otherOrder, unknown]) {
      const back = await h.request('GET', url);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe('/en/order/cawl/result?link=expired');
      expect(`${back.headers.get('location')}${back.text}`).not.toContain(order.cart);
      expect(`${back.headers.get('location')}${back.text}`).not.toContain(other.cart);
    }
  });
});

describe('the test card page’s expired link', () => {
  it('sends the visitor to the same page, never to the cancel path with the cart id (shown and posted)', async () => {
    const order = await placedOrder(h);
    const page = `/payment/test-card-provider/${order.id}/page?${returnLinkQuery(startInput(order, 'fr_FR', TWO_DAYS_AGO))}`;
    const shown = await h.request('GET', page);
    expect(shown.status).toBe(303);
    expect(shown.headers.get('location')).toBe('/order/cawl/result?link=expired');
    const body = new FormData();
    body.append('intent', 'cancel');
    const posted = await h.request('POST', page, { body });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/order/cawl/result?link=expired');
  });
});
