import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import Stripe from 'stripe';
import { test, expect } from '../support/fixtures.ts';
import { ownPort, startOwnServer, type OwnServer } from '../support/own-server.ts';
import { STRIPE_SECRET_KEY, startStripeDouble } from '../../contract/payment/stripe-double.test-utils.ts';
import { CAWL_KEYS, startCawlDouble } from '../../contract/payment/cawl-double.test-utils.ts';

// Issue #25: a guest pays a domaine order with PAYMENT_METHOD=stripe and with cawl, each SDK
// pointed at the local double of its provider (STRIPE_API_URL / CAWL_API_URL, the doubles of the
// contract tests), whose hosted page pays and sends the browser back; the shop's result page
// asks the provider and ends on the success page, in French and in English; back before the bank
// confirms, it waits for the signed webhook and moves on. Two servers (one
// per provider) over a copy of site-configs whose domaine is served at its own local address.

type Provider = 'stripe' | 'cawl';
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_double';
/** Muscadet Les Schistes 2023, 75 cl, 9.80 € a bottle. */
const DECLINATION = 101;
const words = {
  fr: { prefix: '', email: 'Adresse e-mail', firstname: 'Prénom', lastname: 'Nom', address: 'Adresse', postalCode: 'Code postal', city: 'Ville', phone: 'Téléphone', toShipping: 'Continuer vers la livraison', toPayment: 'Continuer vers le paiement', pay: /^Payer /, thanks: 'Merci, votre commande est confirmée' },
  en: { prefix: '/en', email: 'E-mail address', firstname: 'First name', lastname: 'Last name', address: 'Address', postalCode: 'Postal code', city: 'City', phone: 'Phone', toShipping: 'Continue to delivery', toPayment: 'Continue to payment', pay: /^Pay /, thanks: 'Thank you, your order is confirmed' },
} as const;
type Lang = keyof typeof words;

let stripe: Awaited<ReturnType<typeof startStripeDouble>>;
let cawl: Awaited<ReturnType<typeof startCawlDouble>>;
const servers = new Map<Provider, OwnServer>();

test.describe.configure({ mode: 'serial' });

/** A copy of site-configs whose domaine pays with `method` and is served at `http://domaine.localhost:{port}` (the providers' return addresses). */
const payingWith = (method: Provider, port: number) => (siteConfigs: string) => {
  const parameters = path.join(siteConfigs, 'domaine', 'parameters.json');
  const document = JSON.parse(readFileSync(parameters, 'utf8')) as { parameters: { type: string; value: unknown }[] };
  document.parameters.find((parameter) => parameter.type === 'PAYMENT_METHOD')!.value = method;
  writeFileSync(parameters, JSON.stringify(document, null, 2));
  const site = path.join(siteConfigs, 'domaine', 'site.json');
  const json = JSON.parse(readFileSync(site, 'utf8')) as { info: { url: string } };
  json.info.url = `http://domaine.localhost:${port}`;
  writeFileSync(site, JSON.stringify(json, null, 2));
};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  [stripe, cawl] = await Promise.all([startStripeDouble(), startCawlDouble()]);
  const [stripePort, cawlPort] = [ownPort(21), ownPort(22)];
  const [withStripe, withCawl] = await Promise.all([
    startOwnServer(stripePort, payingWith('stripe', stripePort), { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url }),
    startOwnServer(cawlPort, payingWith('cawl', cawlPort), { ...CAWL_KEYS, CAWL_API_URL: cawl.url }),
  ]);
  servers.set('stripe', withStripe).set('cawl', withCawl);
});
test.afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.stop()));
  await Promise.all([stripe?.close(), cawl?.close()]);
});

/** A guest cart of six bottles made through the API, kept by the browser as it keeps it (§9 `cart-id`). */
async function guestCart(page: Page, server: OwnServer): Promise<void> {
  const answer = await page.request.post(`http://127.0.0.1:${server.port}/api/cart/new/product/${DECLINATION}`, { headers: { idSite: '88' }, multipart: { type: 'MAIN_CART', quantity: '6' } });
  expect(answer.ok()).toBe(true);
  const cartId = ((await answer.json()) as { data: { cartId: string } }).data.cartId;
  const origin = server.url('domaine', '/');
  await page.context().addCookies([{ name: 'cart-id', value: cartId, url: origin }, { name: 'vitrine-consent', value: `denied.${Date.now()}`, url: origin }]);
  await page.addInitScript((id) => {
    if (!sessionStorage.getItem('providers-e2e')) {
      sessionStorage.setItem('providers-e2e', '1');
      localStorage.setItem('cart-id', id);
    }
    localStorage.setItem('popup-1', String(Date.now()));
  }, cartId);
}

/** From a filled cart through the address and delivery steps to the payment step. */
async function toPaymentStep(tab: Page, provider: Provider, lang: Lang): Promise<OwnServer> {
  const w = words[lang];
  const server = servers.get(provider)!;
  await guestCart(tab, server);
  await tab.goto(server.url('domaine', `${w.prefix}/cart/address`));
  await expect(tab.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const main = tab.locator('main');
  await main.getByLabel(w.email, { exact: true }).fill(`lea.${provider}.${lang}@example.fr`);
  await main.getByLabel(w.firstname, { exact: true }).fill('Léa');
  await main.getByLabel(w.lastname, { exact: true }).fill('Martin');
  await main.getByLabel(w.address, { exact: true }).fill('3 rue des Vignes');
  await main.getByLabel(w.postalCode, { exact: true }).fill('44330');
  await main.getByLabel(w.city, { exact: true }).fill('Vallet');
  await main.getByLabel(w.phone, { exact: true }).fill('06 12 34 56 78');
  await main.getByRole('button', { name: w.toShipping }).click();
  await tab.getByRole('radio', { name: /Colissimo Domicile/ }).check();
  await tab.getByRole('button', { name: w.toPayment }).click();
  return server;
}

/** Ticks the terms of sale and the legal age on the payment step. */
async function acceptConsents(tab: Page, lang: Lang) {
  await tab.getByRole('checkbox', { name: lang === 'fr' ? 'J’accepte les conditions générales de vente' : 'I accept the terms of sale' }).check();
  await tab.getByRole('checkbox', { name: lang === 'fr' ? 'Je certifie avoir 18 ans révolus' : 'I confirm I am of legal drinking age (18+)' }).check();
}

/** From a filled cart through the address, delivery and payment steps to the provider's hosted page (the double's) for 68.70 €. */
async function toHostedPage(tab: Page, provider: Provider, lang: Lang): Promise<OwnServer> {
  const server = await toPaymentStep(tab, provider, lang);
  await acceptConsents(tab, lang);
  await tab.getByRole('button', { name: words[lang].pay }).click();
  // The provider's hosted page, for the order's total in cents: 6 × 9.80 € + 9.90 € shipping.
  await expect(tab.getByRole('heading', { name: provider === 'stripe' ? 'Stripe Checkout (test double)' : 'CAWL hosted checkout (test double)' })).toBeVisible();
  expect(tab.url().startsWith(provider === 'stripe' ? stripe.url : cawl.url)).toBe(true);
  await expect(tab.locator('output')).toHaveText('68.70 EUR');
  return server;
}

async function onSuccessPage(tab: Page, server: OwnServer, lang: Lang): Promise<void> {
  const w = words[lang];
  await expect(tab).toHaveURL(new RegExp(`^${server.url('domaine', `${w.prefix}/cart/success/`)}\\d+\\?cart=`));
  await expect(tab.getByRole('heading', { name: w.thanks })).toBeVisible();
  await expect(tab.locator('.checkout-order-number strong')).toHaveText(/^88-\d{8}-[A-Z][0-9A-Z]{5}$/);
}

// Stripe in English is the test after these: back before the bank confirms, then the webhook.
for (const [provider, lang] of [['stripe', 'fr'], ['cawl', 'fr'], ['cawl', 'en']] as const) {
  test(`a guest pays with ${provider} on its hosted page and lands on the success page (${lang})`, async ({ page: tab, problems }) => {
    // Once ordered, the cart is closed: the cart's reload answers 409 and the browser logs it.
    problems.allow(/status of 409/);
    const server = await toHostedPage(tab, provider, lang);
    await tab.getByRole('button', { name: 'Pay 68.70 EUR' }).click();
    await onSuccessPage(tab, server, lang);
    if (provider === 'stripe') {
      const session = [...stripe.sessions.values()].at(-1)!;
      expect(session.locale).toBe(lang);
      expect(session.line_items.map((line) => [line.quantity, line.unitAmount])).toEqual([[6, 980], [1, 990]]);
    } else {
      expect([...cawl.checkouts.values()].at(-1)).toMatchObject({ amount: 6870, currencyCode: 'EUR', locale: lang === 'en' ? 'en_GB' : 'fr_FR', paid: true });
    }
  });
}

test('back before the bank confirms, the page says the payment is being confirmed and moves on when the webhook settles it (stripe, en)', async ({ page: tab, problems }) => {
  problems.allow(/status of 409/);
  const server = await toHostedPage(tab, 'stripe', 'en');
  await tab.getByRole('button', { name: 'Back to the shop before the bank confirms' }).click();
  await expect(tab).toHaveURL(new RegExp(`/en/order/cawl/result/\\d+\\?cart=`));
  await expect(tab.getByRole('status').filter({ hasText: 'Your payment is being confirmed' })).toBeVisible();
  await expect(tab.getByRole('link', { name: 'Check now' })).toBeVisible();
  const axe = await new AxeBuilder({ page: tab }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  // Stripe's notification, signed with the endpoint's secret, settles the order; the page, asking again, moves on.
  const session = stripe.pay([...stripe.sessions.values()].at(-1)!.id);
  const payload = JSON.stringify({ id: `evt_e2e_${session.id}`, object: 'event', type: 'checkout.session.completed', data: { object: session } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
  const notified = await tab.request.post(`http://127.0.0.1:${server.port}/api/payment/stripe/webhook`, { data: payload, headers: { 'Stripe-Signature': signature, 'Content-Type': 'application/json' } });
  expect(notified.status()).toBe(200);
  await onSuccessPage(tab, server, 'en');
});

test('back from the payment page, "Payer" again resumes the same order with its discount, and it is paid once (stripe, fr)', async ({ page: tab, problems }) => {
  problems.allow(/status of 409/);
  const server = await toPaymentStep(tab, 'stripe', 'fr');
  const main = tab.locator('main');
  await main.getByLabel('Code promo', { exact: true }).fill('BIENVENUE10');
  await main.getByRole('button', { name: 'Appliquer' }).click();
  await expect(main.getByText('Code BIENVENUE10 appliqué.')).toBeVisible();
  const pay = main.getByRole('button', { name: /^Payer / });
  const discounted = (await pay.textContent())!;
  expect(discounted).not.toContain('68,70');
  await acceptConsents(tab, 'fr');
  await pay.click();
  await expect(tab.getByRole('heading', { name: 'Stripe Checkout (test double)' })).toBeVisible();
  const first = [...stripe.sessions.values()].at(-1)!;
  const orderId = first.client_reference_id;
  const charged = (await tab.locator('output').textContent())!;
  // Back to the shop with the browser's button: the payment step shows the order awaiting its payment, at its own amounts.
  await tab.goBack();
  await expect(tab).toHaveURL(server.url('domaine', '/cart/payment'));
  await expect(main.getByRole('status').filter({ hasText: /Votre commande 88-\d{8}-[A-Z][0-9A-Z]{5} attend son paiement/ })).toBeVisible();
  await expect(main.locator('.checkout-summary')).toContainText('Remise (BIENVENUE10)');
  await expect(pay).toHaveText(discounted);
  await expect(main.getByLabel('Code promo', { exact: true })).toHaveCount(0);
  await pay.click();
  // A new checkout for the same order and the same amount; no second order, no English message.
  await expect(tab.getByRole('heading', { name: 'Stripe Checkout (test double)' })).toBeVisible();
  const second = [...stripe.sessions.values()].at(-1)!;
  expect(second.id).not.toBe(first.id);
  expect(second.client_reference_id).toBe(orderId);
  expect(second.amount_total).toBe(first.amount_total);
  await expect(tab.locator('output')).toHaveText(charged);
  await tab.getByRole('button', { name: `Pay ${charged}` }).click();
  await onSuccessPage(tab, server, 'fr');
  expect(tab.url()).toContain(`/cart/success/${orderId}?`);
  await expect(main).toContainText('Remise');
});

test('an expired or forged return link lands on a page that asks to sign in, without the cart (fr)', async ({ page: tab }) => {
  const server = servers.get('stripe')!;
  await tab.goto(server.url('domaine', '/api/payment/back/1?site=88&lang=fr_FR&token=0.AAAA&return=%2Forder%2Fcawl%2Fresult%2F1%3Fcart%3D%7Bcart%7D&cancel=%2Forder%2Fcancel&to=return'));
  await expect(tab).toHaveURL(server.url('domaine', '/order/cawl/result?link=expired'));
  await expect(tab.getByRole('heading', { name: 'Ce lien de retour a expiré' })).toBeVisible();
  await expect(tab.locator('main').getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/auth');
});

test('the result page without an order says what it is for, with links (fr)', async ({ page: tab }) => {
  await tab.goto(servers.get('cawl')!.url('domaine', '/order/cawl/result'));
  await expect(tab.getByRole('heading', { name: 'Aucun paiement à afficher' })).toBeVisible();
  await expect(tab.locator('main').getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute('href', '/account/orders');
  await expect(tab.locator('main').getByRole('link', { name: 'Retour au panier' })).toHaveAttribute('href', '/cart');
});
