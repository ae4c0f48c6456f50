import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { startOwnerServer, type OwnerServer } from '../support/owner-server.ts';

// The admin panel and the mailbox of a production server (its own copy of site-configs/, a fresh
// database, the seeded admin): 404 for visitors, layout previews by hash (Chromium on the
// server), a layout change seen as a new hash and a fresh preview, order status and tracking
// link, the reset mail in /_mail — in French and English, axe on each admin template.
const admin = { email: 'panel-admin@example.fr', password: 'Panel-e2e-password-1' };
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
let server: OwnerServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startOwnerServer({ script: 'start', offset: 27, env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
});
test.afterAll(async () => {
  const problems = server?.output().split('\n').filter((line) => line.includes('[admin]')) ?? [];
  if (problems.length > 0) console.log(problems.slice(0, 5).join('\n'));
  await server?.stop();
});

async function logIn(page: Page, site: 'autocars' | 'domaine', credentials = admin): Promise<void> {
  await page.goto(server.url(site, '/'));
  const status = await page.evaluate(async ({ body, id }) => (await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', idSite: id }, body: JSON.stringify(body) })).status,
    { body: credentials, id: site === 'autocars' ? '87' : '88' });
  expect(status).toBe(200);
}

async function expectNoAxeViolation(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

const row = (page: Page, idPage: number, idLayout: number) => page.locator(`[data-page="${idPage}"] tr[data-layout="${idLayout}"]`);

test('a visitor gets 404 on /admin and /_mail, in French and English', async ({ page, problems }) => {
  problems.allow(/status of 404/);
  for (const pathname of ['/admin', '/en/admin', '/admin/orders', '/en/admin/preview/10/1', '/_mail']) {
    const response = await page.goto(server.url('autocars', pathname));
    expect(response?.status(), pathname).toBe(404);
    await expect(page.getByRole('heading', { name: /Pages et mises en page|Pages and layouts|Boîte aux lettres/ })).toHaveCount(0);
  }
});

test('a start with ADMIN_EMAIL seeds the admin and prints no setup link (decision 0047)', () => {
  expect(server.output()).toContain('Vitrine on http://');
  expect(server.output()).not.toContain('/admin/setup?token=');
});

test('an admin sees every layout with its hash and, soon, its preview made by Chromium', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'autocars');
  await page.goto(server.url('autocars', '/admin'));
  await expect(page.getByRole('heading', { level: 1, name: 'Pages et mises en page' })).toBeVisible();
  const hero = row(page, 10, 1);
  await expect(hero.locator('[data-hash]')).toHaveAttribute('data-hash', /^[0-9a-f]{64}$/);
  await expect(async () => {
    await page.reload();
    await expect(row(page, 10, 1).getByRole('img')).toBeVisible({ timeout: 500 });
    await expect(row(page, 10, 1).locator('[data-changed]')).toHaveAttribute('data-changed', 'false', { timeout: 500 });
  }).toPass({ timeout: 90_000 });
  const natural = await row(page, 10, 1).getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(natural).toBe(1280);
  await expectNoAxeViolation(page);
  await page.goto(server.url('autocars', '/en/admin'));
  await expect(page.getByRole('heading', { level: 1, name: 'Pages and layouts' })).toBeVisible();
  await expect(row(page, 10, 1).getByText('Unchanged')).toBeVisible();
});

test('a layout changed in site-configs gets a new hash and a fresh preview; the old hash keeps its preview', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'autocars');
  await page.goto(server.url('autocars', '/admin'));
  const before = await row(page, 10, 1).locator('[data-hash]').getAttribute('data-hash');
  const file = path.join(server.siteConfigs, 'autocars/components/location-car-avec-chauffeur.json');
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  doc.config.layout[0].props.title = { fr: 'Vos cars avec chauffeur, tout confort', en: 'Your coaches with driver, fully equipped' };
  writeFileSync(file, JSON.stringify(doc, null, 2));
  let after: string | null = null;
  await expect(async () => {
    await page.reload();
    after = await row(page, 10, 1).locator('[data-hash]').getAttribute('data-hash', { timeout: 500 });
    expect(after).not.toBe(before);
  }).toPass({ timeout: 30_000 });
  await expect(async () => {
    await page.reload();
    await expect(row(page, 10, 1).locator('[data-changed]')).toHaveAttribute('data-changed', 'false', { timeout: 500 });
  }).toPass({ timeout: 90_000 });
  await page.goto(server.url('autocars', `/en/admin/preview/10/1?hash=${before}`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Layout 1 of');
  await expect(page.frameLocator('iframe[src$="frame?lang=en"]').first().getByText('Your coaches with driver, fully equipped')).toBeVisible();
  const old = page.getByRole('img', { name: new RegExp(`${before!.slice(0, 12)}$`) });
  await expect(old).toBeVisible();
  expect(await old.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
  await expectNoAxeViolation(page);
});

test('an admin opens a guest’s personalised relay-point order and sees what to ship, in French and English', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const customer = await browser.newPage();
  await customer.goto(server.url('domaine', '/'));
  const placed = await customer.evaluate(async () => {
    const form = new FormData();
    form.set('type', 'MAIN_CART');
    form.set('quantity', '1');
    form.set('customizations', JSON.stringify([{ idCustomization: 1, answer: 'Pour Paul' }, { idCustomization: 2, answer: 'chene' }, { idCustomization: 4, answer: 'logo.png' }]));
    form.append('files', new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13])], 'logo.png', { type: 'image/png' }));
    const cart = await (await fetch('/api/cart/new/product/1301', { method: 'POST', headers: { idSite: '88' }, body: form })).json();
    const address = { firstname: 'Léa', lastname: 'Roux', firstPart: '3 rue Kervégan', postalCode: '44000', city: 'Nantes', country: 'FRA' };
    const body = { idCart: cart.data.cartId, user: { phone: '06 11 22 33 44', email: 'lea.e2e@example.fr' }, address: { delivery: address, billing: address }, delivery: { type: 'PICKUP', idCarrier: 2, accessPointId: 'MR-044-11402' }, acceptTerms: true };
    const order = await (await fetch('/api/order', { method: 'POST', headers: { 'content-type': 'application/json', idSite: '88' }, body: JSON.stringify(body) })).json();
    if (!order.success) throw new Error(order.message);
    return { id: order.data.id as number, total: order.data.total as number };
  });
  const orderId = placed.id;
  await customer.close();
  await logIn(page, 'domaine');
  await page.goto(server.url('domaine', `/admin/orders/${orderId}`));
  const client = page.getByRole('region', { name: 'Client' });
  await expect(client).toContainText('Commande sans compte (invité)');
  await expect(client).toContainText('Léa Roux');
  await expect(client.getByRole('link', { name: 'lea.e2e@example.fr' })).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Livraison' });
  await expect(delivery).toContainText('Point relais');
  await expect(delivery).toContainText('Mondial Relay');
  await expect(delivery).toContainText('3 rue Kervégan');
  await expect(page.getByText('PICKUP', { exact: true })).toHaveCount(0);
  // The total as the API answered it in euros, shown in euros: never ×100 or ÷100 (decision 0076).
  await expect(page.locator('[data-total]')).toHaveText(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(placed.total));
  const lines = page.getByRole('region', { name: 'Produits' });
  await expect(lines).toContainText('Pour Paul');
  await expect(lines).toContainText('Chêne');
  const logo = await lines.getByRole('link', { name: /logo\.png/ }).getAttribute('href');
  const file = await page.evaluate(async (href) => {
    const response = await fetch(href);
    return { status: response.status, type: response.headers.get('content-type') };
  }, logo!);
  expect(file).toEqual({ status: 200, type: 'image/png' });
  // The consents the order recorded (issue 36, item 6): the terms with their version; a box without alcohol asks no age.
  const consents = page.getByRole('region', { name: 'Consentements' });
  await expect(consents.locator('[data-terms]')).toHaveText(/^Acceptées le \d{1,2} \S+ \d{4}, \d\d:\d\d\s· version [0-9a-f]{8}$/);
  await expect(consents.locator('code')).toHaveAttribute('title', /^empreinte SHA-256 du texte accepté : [0-9a-f]{64}$/);
  await expect(consents.locator('[data-legal-age]')).toHaveText('Confirmé lors d’une commande précédente ou sans objet (commande sans alcool)');
  await expectNoAxeViolation(page);
  await page.goto(server.url('domaine', `/en/admin/orders/${orderId}`));
  await expect(page.getByRole('region', { name: 'Consents' }).locator('[data-terms]')).toHaveText(/^Accepted on \d{1,2} \S+ \d{4}, \d\d:\d\d\s· version [0-9a-f]{8}$/);
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText('Order without an account (guest)');
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Relay point');
  await expect(page.getByLabel('Tracking number (or the carrier’s link)')).toBeVisible();
  await page.getByRole('link', { name: 'Packing slip' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Packing slip — order 88-');
  await expect(page.getByRole('region', { name: 'Packing slip' })).toContainText('Pour Paul');
  await expect(page.locator('main')).not.toContainText('€');
});

test('an admin moves an order to shipped with a tracking number; the customer’s order shows both', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const customer = await browser.newPage();
  await customer.goto(server.url('domaine', '/en'));
  const orderId = await customer.evaluate(async () => {
    const json = { 'content-type': 'application/json', idSite: '88', userLang: 'en' };
    const register = await fetch('/api/register', { method: 'POST', headers: json, body: JSON.stringify({ email: 'claire.e2e@example.fr', password: 'Claire-e2e-password-1', firstname: 'Claire', lastname: 'Martin', phone: '0612345678', birthdate: '1985-04-12', acceptTerms: true }) });
    if (register.status !== 201) throw new Error(await register.text());
    await fetch('/api/login', { method: 'POST', headers: json, body: JSON.stringify({ email: 'claire.e2e@example.fr', password: 'Claire-e2e-password-1' }) });
    const form = new FormData();
    form.set('type', 'MAIN_CART');
    form.set('quantity', '6');
    const cart = await (await fetch('/api/cart/new/product/101', { method: 'POST', headers: { idSite: '88' }, body: form })).json();
    const address = { firstname: 'Claire', lastname: 'Martin', firstPart: '12 quai de la Fosse', postalCode: '44000', city: 'Nantes', country: 'FRA' };
    const order = await (await fetch('/api/order', { method: 'POST', headers: json, body: JSON.stringify({ idCart: cart.data.cartId, user: { phone: '06 12 34 56 78' }, address: { delivery: address, billing: address }, delivery: { type: 'DELIVERY', idCarrier: 1 }, acceptTerms: true, legalAge: true }) })).json();
    await fetch(`/api/payment/test-card-provider/${order.data.id}`, { method: 'POST', headers: json, body: JSON.stringify({ cardNumber: '4242 4242 4242 4242' }) });
    return order.data.id as number;
  });
  await logIn(page, 'domaine');
  await page.goto(server.url('domaine', '/admin/orders?status=PAID'));
  await expectNoAxeViolation(page);
  await page.getByRole('link', { name: /^88-/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Commande 88-');
  await expectNoAxeViolation(page);
  await page.getByLabel('Nouveau statut').selectOption('PREPARING');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toHaveText('Le statut a été enregistré.');
  await page.goto(server.url('domaine', `/en/admin/orders/${orderId}`));
  await page.getByLabel('New status').selectOption('SHIPPED');
  await page.getByLabel('Tracking number').fill('6A24680');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('The status has been saved.');
  await expect(page.getByRole('link', { name: '6A24680' })).toHaveAttribute('href', 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A24680');
  const seen = await customer.evaluate(async (id) => {
    const detail = await (await fetch(`/api/order/${id}`, { headers: { idSite: '88', userLang: 'en' } })).json();
    return { status: detail.data.status.code, history: detail.data.history.map((step: { code: string }) => step.code) };
  }, orderId);
  expect(seen.status).toBe('SHIPPED');
  expect(seen.history).toEqual(['PENDING_PAYMENT', 'PAID', 'PREPARING', 'SHIPPED']);
  await customer.close();
});

test('the password reset mail is in /_mail for the admin, with its link clickable, in French and English', async ({ page }) => {
  await page.goto(server.url('autocars', '/en'));
  await page.evaluate(async (email) => {
    await fetch('/api/password/reset/ask', { method: 'PUT', headers: { 'content-type': 'application/json', idSite: '87', userLang: 'en' }, body: JSON.stringify({ email }) });
  }, admin.email);
  await logIn(page, 'autocars');
  await expect(async () => {
    await page.goto(server.url('autocars', '/_mail?lang=en'));
    await expect(page.getByRole('link', { name: 'Reset your password — Autocars Bocage Vendée' })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await expectNoAxeViolation(page);
  await page.getByRole('link', { name: 'Reset your password — Autocars Bocage Vendée' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password — Autocars Bocage Vendée' })).toBeVisible();
  await expect(page.getByRole('link', { name: /\/en\/password\/reset\/[\w-]+$/ })).toBeVisible();
  await expectNoAxeViolation(page);
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page.getByText('Destinataire')).toBeVisible();
});
