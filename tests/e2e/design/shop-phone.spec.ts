import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { inAnnouncementSeason } from '../support/announcement-season.ts';
import { suiteAdmin } from '../support/suite-admin.ts';
import { cartButtonReady } from '../support/cart-button-ready.ts';

// Issue 36, item 8: the shop's screens on a 390 px phone — the checkout's steps on one line, the
// cart drawer over the announcement bar (one overlay at a time), the admin's order page whole.
const port = new URL(process.env.E2E_BASE_URL!).port;
const domaine = `http://domaine.localhost:${port}`;
const PHONE = { width: 390, height: 844 };

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** A guest cart of `quantity` bottles of Les Schistes 2023, kept where the browser keeps it; the consent answered. */
async function guestCart(page: Page, quantity = 6): Promise<string> {
  const answer = await page.request.post(`${process.env.E2E_BASE_URL}/api/cart/new/product/101`, { headers: { idSite: '88' }, multipart: { type: 'MAIN_CART', quantity: String(quantity) } });
  expect(answer.ok()).toBe(true);
  const cartId = ((await answer.json()) as { data: { cartId: string } }).data.cartId;
  await page.context().addCookies([
    { name: 'cart-id', value: cartId, url: domaine },
    { name: 'vitrine-consent', value: `denied.${Date.now()}`, url: domaine },
  ]);
  await page.addInitScript((id) => localStorage.setItem('cart-id', id), cartId);
  return cartId;
}

for (const lang of ['fr', 'en'] as const) {
  test(`the checkout's three steps keep to one line on a phone (${lang})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await guestCart(page);
    await page.addInitScript(() => localStorage.setItem('popup-1', String(Date.now())));
    await page.goto(`${domaine}${lang === 'en' ? '/en' : ''}/cart/address`);
    await hydrated(page);
    const steps = page.locator('.checkout-progress li');
    await expect(steps).toHaveCount(3);
    const boxes = await steps.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map((box) => ({ top: Math.round(box.top), right: box.right })));
    expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
    expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(PHONE.width);
  });
}

test('the cart drawer covers the announcement bar, and its free-shipping line is in plain view (fr, phone)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await guestCart(page, 1);
  await inAnnouncementSeason(page);
  await page.goto(`${domaine}/products/search`);
  await hydrated(page);
  const bar = page.locator('.vitrine-popup-bar');
  await expect(bar).toBeVisible({ timeout: 15_000 });
  await cartButtonReady(page);
  await page.locator('header').getByRole('link', { name: /^Panier/ }).click();
  const drawer = page.locator('.cart-drawer__panel');
  await expect(drawer).toBeVisible();
  // What is on top where the bar is: the drawer or its backdrop, never the bar.
  const barBox = (await bar.boundingBox())!;
  const onTop = await page.evaluate(({ x, y }) => (document.elementFromPoint(x, y) as Element).closest('.vitrine-popup-bar, .cart-drawer') ?.className ?? '', { x: barBox.x + barBox.width / 2, y: barBox.y + barBox.height / 2 });
  expect(onTop).toContain('cart-drawer');
  const shipping = drawer.locator('.cart-shipping__text');
  await shipping.scrollIntoViewIfNeeded();
  // Polled: the drawer slides in and its cart loads on the first open, so the line may still move after the scroll.
  const atLine = () => shipping.evaluate((element) => {
    const line = element.getBoundingClientRect();
    return (document.elementFromPoint(line.x + line.width / 2, line.y + line.height / 2) as Element).closest('.cart-shipping') !== null;
  });
  await expect.poll(atLine, { message: 'the free-shipping line is on top at its centre' }).toBe(true);
  await page.screenshot({ path: test.info().outputPath('cart-drawer-390.png') });
});

test('the admin’s order page shows its whole product table and totals on a phone (fr, 390 px)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${domaine}/`);
  const orderId = await page.evaluate(async () => {
    const form = new FormData();
    form.set('type', 'MAIN_CART');
    form.set('quantity', '6');
    const cart = await (await fetch('/api/cart/new/product/101', { method: 'POST', headers: { idSite: '88' }, body: form })).json();
    const address = { firstname: 'Léa', lastname: 'Roux', firstPart: '3 rue Kervégan', postalCode: '44000', city: 'Nantes', country: 'FRA' };
    const body = { idCart: cart.data.cartId, user: { phone: '06 11 22 33 44', email: 'lea.phone@example.fr' }, address: { delivery: address, billing: address }, delivery: { type: 'DELIVERY', idCarrier: 1 }, acceptTerms: true, legalAge: true, discount: 'BIENVENUE10' };
    const order = await (await fetch('/api/order', { method: 'POST', headers: { 'content-type': 'application/json', idSite: '88' }, body: JSON.stringify(body) })).json();
    if (!order.success) throw new Error(order.message);
    return order.data.id as number;
  });
  const status = await page.evaluate(
    async (body) => (await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', idSite: '88' }, body: JSON.stringify(body) })).status,
    { email: suiteAdmin.email, password: suiteAdmin.password },
  );
  expect(status).toBe(200);
  await page.goto(`${domaine}/admin/orders/${orderId}`);
  const lines = page.getByRole('region', { name: 'Produits' });
  await expect(lines).toBeVisible();
  // Nothing wider than the screen: the page does not scroll sideways, the table fits or scrolls in its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // The lines fit the screen (the table scrolled sideways in its box, the names squeezed to a few letters a line).
  const table = lines.locator('.adm-table');
  expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
  const reference = lines.getByText('SCH-T-24-75');
  await reference.scrollIntoViewIfNeeded();
  await expect(reference).toBeInViewport({ ratio: 1 });
  expect((await lines.locator('tbody td').nth(1).boundingBox())!.width).toBeGreaterThan(200);
  const total = lines.locator('[data-total]');
  await total.scrollIntoViewIfNeeded();
  await expect(total).toBeInViewport({ ratio: 1 });
  const discount = lines.locator('tfoot td').filter({ hasText: '−' });
  await expect(discount).toBeInViewport({ ratio: 1 });
  // One line (a wrapped '−' over '7,04 €' is two, about 56 px).
  expect((await discount.boundingBox())!.height).toBeLessThan(45);
  await page.screenshot({ path: test.info().outputPath('admin-order-390.png'), fullPage: true });
});

test('the quantity field of a product shows its list’s arrow, not spin arrows as well (fr)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.context().addCookies([{ name: 'vitrine-consent', value: `denied.${Date.now()}`, url: domaine }]);
  await page.addInitScript(() => localStorage.setItem('popup-1', String(Date.now())));
  await page.goto(`${domaine}/products/muscadet-sevre-et-maine-sur-lie-les-schistes/1`);
  await hydrated(page);
  const quantity = page.getByRole('combobox', { name: 'Quantité' }).or(page.getByLabel('Quantité', { exact: true })).first();
  await expect(quantity).toHaveAttribute('list', /.+/);
  await expect(quantity).toHaveCSS('appearance', 'textfield');
  await page.locator('.add-to-cart').screenshot({ path: test.info().outputPath('quantity-390.png') });
});
