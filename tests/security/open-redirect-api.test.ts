import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type HarnessResponse } from '../contract/harness.test-utils.ts';
import { addLine, DOMAINE, NOW, orderBody } from '../contract/shop/shop-helpers.test-utils.ts';
import { landsOn, OPEN_REDIRECT_PAYLOADS } from './open-redirect-payloads.test-utils.ts';

/*
 * Issue 32, item 6, on the API: the return and cancel paths a payment carries (the start's body,
 * the test card page's and `GET /payment/back/{id}`'s query) are checked by the same rule as the
 * pages (SitePath, format site-path: rules/web/same-site-path.ts). `/%09/evil.example`,
 * `/%2F/evil.example` or `/%0a/x` passed the old pattern and were signed into the payment link.
 */
const ORIGIN = 'http://www.domaine-trois-terroirs.fr';
let h: Harness;
let orderId: number;
let cart: string;
let link: URL;

beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
  cart = (await addLine(h, 'new', 601, 3)).json?.data.cartId as string;
  orderId = ((await h.request('POST', '/order', { site: DOMAINE, lang: 'en', body: orderBody(cart) })).json?.data as { id: number }).id;
  const started = await start(`/en/order/cawl/result/${orderId}?cart=${cart}`, `/en/order/cancel?order=${orderId}&cart=${cart}`);
  expect(started.status).toBe(200);
  link = new URL(started.json?.data.redirectUrl as string, ORIGIN);
}, 60_000);
afterAll(async () => {
  await h?.close();
});

function start(returnPath: string, cancelPath: string, lang = 'en'): Promise<HarnessResponse> {
  return h.request('POST', `/payment/start/${orderId}`, { site: DOMAINE, lang, body: { cart, returnPath, cancelPath } });
}

/** A 4xx, or a redirect a browser resolves on the shop: never a 500, never another site. */
function expectSameSite(response: HarnessResponse, what: string): void {
  expect(response.status, what).toBeLessThan(500);
  const location = response.headers.get('location');
  if (location !== null) expect(landsOn(location, ORIGIN), what).toBe(ORIGIN);
}

describe('open-redirect payloads on the payment routes', () => {
  it('refuses each payload as a return or cancel path when a payment starts (400)', async () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const what = JSON.stringify(payload);
      const asReturn = await start(payload, '/en/order/cancel');
      expect(asReturn.status, what).toBe(400);
      expect(asReturn.json?.message, what).toContain("'returnPath'");
      expect((await start('/en/order/cawl/result/1', payload)).status, what).toBe(400);
    }
  }, 120_000);

  it('refuses each payload in the query of the test card page and of the provider return (4xx)', async () => {
    const back = new URL(`/payment/back/${orderId}${link.search}&to=cancel`, ORIGIN);
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      for (const address of [link, back]) {
        for (const name of ['return', 'cancel']) {
          const url = new URL(address);
          url.searchParams.set(name, payload);
          const what = `${url.pathname} ${name}=${JSON.stringify(payload)}`;
          const answer = await h.request('GET', `${url.pathname}${url.search}`);
          expectSameSite(answer, what);
          expect(answer.status, what).toBe(400);
        }
      }
    }
  }, 120_000);

  it('still sends the visitor back to the shop path the payment was started with', async () => {
    const cancelled = await h.request('GET', `/payment/back/${orderId}${link.search}&to=cancel`);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`/en/order/cancel?order=${orderId}&cart=${cart}`);
  });
});
