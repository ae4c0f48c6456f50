import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../server/app.ts';
import { createContext, type ContextHandle } from '../server/create-context.ts';
import { createWebApp } from './web-app.server.ts';
import { loadBlockChecks } from './block-server/block-checks.server.ts';

/*
 * The payment result page of the domaine site against the real API in process (issue #25): while
 * the provider has not told the outcome, it says the payment is being confirmed (instead of the
 * error page); once settled it moves on; without an order it says what it is for, with links.
 */
let ctx: ContextHandle;
let web: Hono;

beforeAll(async () => {
  ctx = await createContext({ checks: await loadBlockChecks(), dataDir: mkdtempSync(join(tmpdir(), 'vitrine-result-')), watch: false });
  web = createWebApp({ mode: 'production', api: { app: createApi(ctx) }, entry: () => import('./entry.server.tsx'), clientDir: null, defaultSite: 'autocars', log: () => {} });
});
afterAll(async () => {
  await ctx?.close();
});

const HOST = { host: 'domaine.localhost:3000' };
const get = (path: string) => Promise.resolve(web.request(path, { headers: HOST }));
const mainText = (html: string) => (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html).replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/[\s\u00a0\u202f]+/g, ' ');

/** A guest's order of six bottles, waiting for a payment started at a provider that has not answered yet. */
async function startedOrder(): Promise<{ id: number; cart: string; reference: string }> {
  const form = new FormData();
  form.set('type', 'MAIN_CART');
  form.set('quantity', '6');
  const cart = (await (await web.request('/api/cart/new/product/101', { method: 'POST', headers: { idSite: '88' }, body: form })).json()).data.cartId as string;
  const address = { firstname: 'Claire', lastname: 'Martin', firstPart: '12 quai de la Fosse', postalCode: '44000', city: 'Nantes', country: 'FRA' };
  const body = { idCart: cart, user: { phone: '06 12 34 56 78', email: 'claire@example.fr' }, address: { delivery: address, billing: address }, delivery: { type: 'DELIVERY', idCarrier: 1 }, acceptTerms: true, legalAge: true };
  const order = (await (await web.request('/api/order', { method: 'POST', headers: { idSite: '88', 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()).data;
  // The attempt the payment step records when it sends the customer to the provider's page.
  await ctx.db.insertInto('payments').values({ orderId: order.id, provider: 'test-card-provider', providerRef: `attempt-${order.id}`, status: 'STARTED', amountCents: Math.round(order.total * 100), cardLast4: '', createdAt: new Date().toISOString() }).execute();
  return { id: order.id, cart, reference: order.reference };
}

describe('the payment result page', () => {
  it('says the payment is being confirmed while the provider has not told, then moves to the success page once it is settled', async () => {
    const order = await startedOrder();
    const waiting = await get(`/order/cawl/result/${order.id}?cart=${order.cart}`);
    expect(waiting.status).toBe(200);
    const text = mainText(await waiting.text());
    expect(text).toContain('Paiement en cours de confirmation');
    expect(text).toContain(`le paiement de votre commande ${order.reference}`);
    expect(text).toContain('Vérifier maintenant');
    const english = mainText(await (await get(`/en/order/cawl/result/${order.id}?cart=${order.cart}`)).text());
    expect(english).toContain('Your payment is being confirmed');
    expect(english).toContain('please do not pay a second time');
    // The notification settles it (here the test card, as the provider's webhook would): the page moves on.
    expect((await web.request(`/api/payment/test-card-provider/${order.id}`, { method: 'POST', headers: { idSite: '88', 'content-type': 'application/json' }, body: JSON.stringify({ cardNumber: '4242 4242 4242 4242', cart: order.cart }) })).status).toBe(200);
    const settled = await get(`/en/order/cawl/result/${order.id}?cart=${order.cart}`);
    expect(settled.status).toBe(302);
    expect(settled.headers.get('location')).toBe(`/en/cart/success/${order.id}?cart=${order.cart}`);
  });

  it('without an order, says what the page is for and links to the orders, the cart and the shop', async () => {
    for (const [path, words] of [['/order/cawl/result', ['Aucun paiement à afficher', 'Voir mes commandes', 'Retour au panier', 'Continuer mes achats']], ['/en/order/cawl/result', ['No payment to show', 'See my orders', 'Back to the cart', 'Continue shopping']]] as const) {
      const response = await get(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      for (const word of words) expect(mainText(html)).toContain(word);
      expect(html).toContain(`href="${path.startsWith('/en') ? '/en' : ''}/account/orders"`);
    }
  });

  it('reached by a return link that has expired, asks to sign in or open the mail’s link, in French and in English (issue 32)', async () => {
    for (const [path, words] of [
      ['/order/cawl/result?link=expired', ['Ce lien de retour a expiré', 'Connectez-vous pour voir votre commande', 'ouvrez le lien de l’e-mail', 'Se connecter', 'Voir mes commandes', 'Retour au panier']],
      ['/en/order/cawl/result?link=expired', ['This return link has expired', 'Sign in to see your order', 'open the link in the confirmation e-mail', 'Sign in', 'See my orders', 'Back to the cart']],
    ] as const) {
      const response = await get(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      for (const word of words) expect(mainText(html)).toContain(word);
      expect(html).toContain(`href="${path.startsWith('/en') ? '/en' : ''}/auth"`);
    }
  });
});

describe('the success page (issue 32, item 9)', () => {
  it('says "confirmed" only for a paid order: an order awaiting its payment is "being confirmed", and the page asks again', async () => {
    const order = await startedOrder();
    for (const [prefix, waitingWords, confirmed] of [
      ['', ['Paiement en cours de confirmation', 'Vérifier maintenant'], 'ommande confirmée'],
      ['/en', ['Your payment is being confirmed', 'Check now'], 'rder confirmed'],
    ] as const) {
      const page = await get(`${prefix}/cart/success/${order.id}?cart=${order.cart}`);
      expect(page.status).toBe(200);
      const text = mainText(await page.text());
      for (const word of waitingWords) expect(text).toContain(word);
      expect(text).toContain(order.reference);
      expect(text).not.toContain(confirmed);
      expect(text).not.toContain(prefix ? 'your order is confirmed' : 'votre commande est confirmée');
    }
    expect((await web.request(`/api/payment/test-card-provider/${order.id}`, { method: 'POST', headers: { idSite: '88', 'content-type': 'application/json' }, body: JSON.stringify({ cardNumber: '4242 4242 4242 4242', cart: order.cart }) })).status).toBe(200);
    const paid = mainText(await (await get(`/en/cart/success/${order.id}?cart=${order.cart}`)).text());
    expect(paid).toContain('Thank you, your order is confirmed');
    expect(paid).not.toContain('Your payment is being confirmed');
  });
});
