import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';

// Issue 38, item 4 (decision 0070): buying on a 390 px phone — title, price and the add button on
// the first screen of a product page and a sticky add bar once that button is scrolled away; the
// catalogue's filter drawer, sort and quick add; the checkout's order summary folded at the top.
const port = new URL(process.env.E2E_BASE_URL!).port;
const domaine = `http://domaine.localhost:${port}`;
const PHONE = { width: 390, height: 844 };
const PRODUCT = `${domaine}/products/muscadet-sevre-et-maine-sur-lie-les-schistes/1`;
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** A phone visitor who answered the cookie banner and closed the site's popups before. */
async function phoneVisitor(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.context().addCookies([{ name: 'vitrine-consent', value: `denied.${Date.now()}`, url: domaine }]);
  await page.addInitScript(() => [1, 2].forEach((id) => localStorage.setItem(`popup-${id}`, String(Date.now()))));
}

async function noAxeViolation(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

const cartCount = (page: Page) => page.locator('header .cart-button__count');

test('a product page shows its title, price and add button on the first screen of a phone (fr)', async ({ page }) => {
  await phoneVisitor(page);
  await page.goto(PRODUCT);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
  await expect(page.locator('.product-detail__main .product-price__amount')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('.add-to-cart__button')).toBeInViewport({ ratio: 1 });
  await noSidewaysScroll(page);
  await noAxeViolation(page);
});

test('the sticky add bar appears once the add button is scrolled away, and adds to the cart (fr, phone)', async ({ page }) => {
  await phoneVisitor(page);
  await page.goto(PRODUCT);
  await hydrated(page);
  const bar = page.getByRole('region', { name: 'Achat rapide' });
  // Hidden while the page's own button is in view.
  await expect(bar).toBeHidden();
  await page.locator('.product-detail__facts').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 600);
  await expect(page.locator('.add-to-cart__button')).not.toBeInViewport();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Les Schistes');
  await expect(bar).toContainText('€');
  // Above the quick-access bar at the foot of the screen, never over it.
  const barBox = (await bar.boundingBox())!;
  const quickAccess = await page.locator('.bottom-bar').boundingBox();
  if (quickAccess) expect(barBox.y + barBox.height).toBeLessThanOrEqual(quickAccess.y + 1);
  await noAxeViolation(page);
  const before = Number((await cartCount(page).textContent()) ?? '0');
  const quantity = Number(await page.getByLabel('Quantité', { exact: true }).inputValue());
  await bar.getByRole('button', { name: /Ajouter au panier/ }).click();
  await expect(cartCount(page)).toHaveText(String(before + quantity));
  // The cart drawer opens on the add: the bar steps aside (one overlay at a time).
  await expect(page.locator('.cart-drawer__panel')).toBeVisible();
  await expect(bar).toBeHidden();
});

test('the catalogue’s filters open in a drawer that counts the filters on, shows the number of products and closes with Escape (fr, phone)', async ({ page }) => {
  await phoneVisitor(page);
  await page.goto(`${domaine}/products/search`);
  await hydrated(page);
  const open = page.locator('.product-search__filters-toggle');
  await expect(open).toHaveText('Filtrer');
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Filtrer par type et thème' });
  await expect(drawer).toBeVisible();
  await noAxeViolation(page);
  // The drawer covers the page, the quick-access bar included.
  const quickAccess = await page.locator('.bottom-bar').boundingBox();
  if (quickAccess) {
    const onTop = await page.evaluate(({ x, y }) => (document.elementFromPoint(x, y) as Element).closest('.bottom-bar, .product-search__drawer')?.className ?? '', { x: quickAccess.x + 20, y: quickAccess.y + 10 });
    expect(onTop).toContain('product-search__drawer');
  }
  await drawer.locator('label', { hasText: 'Blancs' }).click();
  await expect(page).toHaveURL(/kind=blanc/);
  // The button says how many products the filters leave: the white wines only, fewer than all.
  const all = await page.request.get(`${process.env.E2E_BASE_URL}/api/product?nbItem=100`, { headers: { idSite: '88' } });
  const total = ((await all.json()) as { data: { total: number } }).data.total;
  await expect(page.locator('.product-search__results .product-card')).not.toHaveCount(total);
  const shown = await page.locator('.product-search__results .product-card').count();
  expect(shown).toBeGreaterThan(0);
  await expect(drawer.getByRole('button', { name: `Voir ${shown} produit${shown > 1 ? 's' : ''}` })).toBeVisible();
  // Focus stays in the drawer (on the box just ticked), then Escape closes it and gives focus back to its button.
  await expect(drawer.getByRole('checkbox', { name: 'Blancs' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
  await expect(open).toHaveText('Filtrer (1 actif)');
  await noSidewaysScroll(page);
});

test('the catalogue’s sort orders the products from the URL, without and with scripts (fr, phone)', async ({ page, browser }) => {
  const pricesOf = async (on: Page) =>
    (await on.locator('.product-search__results .product-card__price strong').allTextContents()).map((text) => Number(text.replace(/[^0-9,]/g, '').replace(',', '.')));
  // Without JavaScript: the server renders the order the address asks for.
  const noScripts = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const plain = await noScripts.newPage();
  await plain.goto(`${domaine}/products/search?sort=price-desc`);
  const dearest = await pricesOf(plain);
  expect(dearest.length).toBeGreaterThan(3);
  expect(dearest).toEqual([...dearest].sort((a, b) => b - a));
  await expect(plain.getByLabel('Trier par')).toHaveValue('price-desc');
  await noScripts.close();
  const prices = () => pricesOf(page);
  await phoneVisitor(page);
  await page.goto(`${domaine}/products/search`);
  await hydrated(page);
  const cheapest = await prices();
  expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
  const names = () => page.locator('.product-search__results .product-card__name').allTextContents();
  const byName = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' }));
  await page.getByLabel('Trier par').selectOption('name');
  await expect(page).toHaveURL(/sort=name/);
  await expect.poll(async () => { const list = await names(); return list.length > 3 && list.join('|') === byName(list).join('|'); }).toBe(true);
  await page.getByLabel('Trier par').selectOption('vintage');
  await expect(page).toHaveURL(/sort=vintage/);
  await expect(page.locator('.product-search__results .product-card').first()).toContainText('2024');
  await expect(page.getByLabel('Trier par')).toHaveValue('vintage');
});

test('a card’s quick add puts a product with nothing to choose in the cart; a product with choices links to its page (fr, phone)', async ({ page }) => {
  await phoneVisitor(page);
  await page.goto(`${domaine}/products/search?sort=name`);
  await hydrated(page);
  const before = Number((await cartCount(page).textContent()) ?? '0');
  const quickAdd = page.getByRole('button', { name: /^Ajouter \d+ × .+ au panier$/ }).first();
  const label = (await quickAdd.getAttribute('aria-label'))!;
  const quantity = Number(/Ajouter (\d+) ×/.exec(label)![1]);
  await quickAdd.click();
  await expect(page.locator('.cart-drawer__panel')).toBeVisible();
  await expect(cartCount(page)).toHaveText(String(before + quantity));
  await page.keyboard.press('Escape');
  await expect(page.locator('.cart-drawer__panel')).toBeHidden();
  // Les Schistes comes in several vintages and sizes: no quick add, its card ("Choisir") leads to its page to choose.
  const schistes = page.locator('.product-card').filter({ has: page.getByRole('link', { name: 'Muscadet Sèvre et Maine sur lie — Les Schistes', exact: true }) });
  await expect(schistes.getByRole('button')).toHaveCount(0);
  await schistes.getByText('Choisir', { exact: true }).scrollIntoViewIfNeeded();
  const choose = (await schistes.getByText('Choisir', { exact: true }).boundingBox())!;
  const point = { x: choose.x + choose.width / 2, y: choose.y + choose.height / 2 };
  // Where "Choisir" shows, a tap lands on the card's own link.
  expect(await page.evaluate(({ x, y }) => (document.elementFromPoint(x, y) as Element).closest('a')?.textContent ?? '', point)).toBe('Muscadet Sèvre et Maine sur lie — Les Schistes');
  await page.mouse.click(point.x, point.y);
  await expect(page).toHaveURL(/\/wines\/muscadet-sevre-et-maine-sur-lie-les-schistes\/1$/);
});

test('the checkout’s summary stands folded at the top on a phone, with the count and the total, and opens (fr)', async ({ page }) => {
  await phoneVisitor(page);
  await page.goto(`${domaine}/`);
  const cartId = await page.evaluate(async () => {
    const form = new FormData();
    form.set('type', 'MAIN_CART');
    form.set('quantity', '3');
    const cart = await (await fetch('/api/cart/new/product/101', { method: 'POST', headers: { idSite: '88' }, body: form })).json();
    return cart.data.cartId as string;
  });
  await page.context().addCookies([{ name: 'cart-id', value: cartId, url: domaine }]);
  await page.evaluate((id) => localStorage.setItem('cart-id', id), cartId);
  await page.goto(`${domaine}/cart/address`);
  await hydrated(page);
  const toggle = page.locator('.checkout-summary__toggle');
  await expect(toggle).toHaveText(/^Afficher le récapitulatif \(3 articles\) — \d+,\d\d\s€$/);
  // Above the step's form, folded: the lines hidden.
  const summaryTop = (await toggle.boundingBox())!.y;
  expect(summaryTop).toBeLessThan((await page.locator('.checkout-main').boundingBox())!.y);
  await expect(page.locator('.checkout-summary__lines')).toBeHidden();
  await toggle.click();
  await expect(page.locator('.checkout-summary__lines')).toBeVisible();
  await expect(page.locator('.checkout-summary__lines li')).toHaveCount(1);
  await noSidewaysScroll(page);
  await noAxeViolation(page);
});

test('the checkout’s summary stays open beside the step on a desktop (en)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.context().addCookies([{ name: 'vitrine-consent', value: `denied.${Date.now()}`, url: domaine }]);
  await page.goto(`${domaine}/en`);
  const cartId = await page.evaluate(async () => {
    const form = new FormData();
    form.set('type', 'MAIN_CART');
    form.set('quantity', '2');
    const cart = await (await fetch('/api/cart/new/product/101', { method: 'POST', headers: { idSite: '88' }, body: form })).json();
    return cart.data.cartId as string;
  });
  await page.context().addCookies([{ name: 'cart-id', value: cartId, url: domaine }]);
  await page.evaluate((id) => localStorage.setItem('cart-id', id), cartId);
  await page.goto(`${domaine}/en/cart/address`);
  await hydrated(page);
  await expect(page.locator('.checkout-summary__toggle')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(page.locator('.checkout-summary__lines')).toBeVisible();
  const main = (await page.locator('.checkout-main').boundingBox())!;
  expect((await page.locator('.checkout-summary').boundingBox())!.x).toBeGreaterThan(main.x + main.width - 1);
});
