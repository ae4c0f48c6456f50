import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ask } from '../support/cart-request.ts';
import { test, expect } from '../support/fixtures.ts';

// The cart on the wine site: added through the real cart channel (`useCart().send`) (the product page comes with
// another branch), the drawer, quantities on /cart, free-shipping progress, reload, a second tab,
// login keeping the guest lines, and the API failing during an add. French on a desktop, English
// on a 390 px phone.

const port = new URL(process.env.E2E_BASE_URL!).port;
const domaine = (path: string) => `http://domaine.localhost:${port}${path}`;

const cases = [
  {
    name: 'French on a desktop', viewport: { width: 1280, height: 900 }, prefix: '', button: /^Panier, \d+ article/, dialog: 'Votre panier',
    quantity: 'Quantité', left: /Plus que .* ou 6 bouteille\(s\) pour la livraison offerte/, reached: 'La livraison vous est offerte.', unreachable: 'La boutique ne répond pas',
  },
  {
    name: 'English on a phone', viewport: { width: 390, height: 844 }, prefix: '/en', button: /^Cart, \d+ item/, dialog: 'Your cart',
    quantity: 'Quantity', left: /more bottle\(s\) for free shipping|6 more bottle/, reached: 'Shipping is free for this order.', unreachable: 'The shop is not answering',
  },
] as const;


const addToCart = (page: Page, idDeclination: number, quantity: number) =>
  ask(page, { type: 'add', idProduct: Math.floor(idDeclination / 100), idDeclination, quantity, productType: 'WINE' });

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

for (const one of cases) {
  test.describe(one.name, () => {
    test.use({ viewport: one.viewport });

    test('adds, opens the drawer, changes a quantity on /cart, and keeps the cart across reloads and tabs', async ({ page, context, problems }) => {
      await page.goto(domaine(`${one.prefix}/`));
      await hydrated(page);
      expect(await addToCart(page, 101, 6)).toEqual({ ok: true });
      const button = page.getByRole('link', { name: one.button });
      await expect(button).toHaveAccessibleName(one.button);
      await expect(page.locator('.cart-button__count')).toHaveText('6');

      // the drawer: a modal dialog, focus inside, Escape closes it and gives focus back
      await button.click();
      const dialog = page.getByRole('dialog', { name: one.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Les Schistes');
      await expect(dialog.getByRole('button', { name: /Fermer le panier|Close the cart/ })).toBeFocused();
      const axeDrawer = await new AxeBuilder({ page }).include('.cart-drawer__panel').analyze();
      expect(axeDrawer.violations.map((v) => v.id)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      // /cart, rendered on the server from the cookie's cart, then live
      await page.goto(domaine(`${one.prefix}/cart`));
      const main = page.locator('main');
      await expect(main).toContainText('Les Schistes');
      await hydrated(page);
      await expect(main.getByText(one.left)).toBeVisible();
      await main.getByLabel(one.quantity).selectOption('12');
      await expect(main.getByText(one.reached)).toBeVisible();
      await expect(page.locator('.cart-button__count')).toHaveText('12');
      const axeCart = await new AxeBuilder({ page }).analyze();
      expect(axeCart.violations.map((v) => v.id)).toEqual([]);

      // a reload keeps it; a second tab sees it, and its change comes back here
      await page.reload();
      await hydrated(page);
      await expect(main.getByLabel(one.quantity)).toHaveValue('12');
      const second = await context.newPage();
      await second.goto(domaine(`${one.prefix}/cart`));
      await hydrated(second);
      await expect(second.locator('main').getByLabel(one.quantity)).toHaveValue('12');
      await second.locator('main').getByLabel(one.quantity).selectOption('18');
      await expect(second.locator('.cart-button__count')).toHaveText('18');
      await expect(main.getByLabel(one.quantity)).toHaveValue('18');
      await expect(page.locator('.cart-button__count')).toHaveText('18');
      expect(problems.list).toEqual([]);
    });

    test('shows a clear message and keeps the cart when the API is down during an add', async ({ page, problems }) => {
      await page.goto(domaine(`${one.prefix}/`));
      await hydrated(page);
      expect(await addToCart(page, 501, 2)).toEqual({ ok: true });
      await page.goto(domaine(`${one.prefix}/cart`));
      await hydrated(page);
      await expect(page.locator('main').getByLabel(one.quantity)).toHaveValue('2');
      problems.allow(/requestfailed: .*\/api\/cart\/.*\/product\/601/);
      problems.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
      await page.route('**/api/cart/*/product/601', (route) => route.abort('internetdisconnected'), { times: 1 });
      const outcome = await addToCart(page, 601, 3);
      expect(outcome.ok).toBe(false);
      expect(outcome.message).toContain(one.unreachable);
      await expect(page.locator('main .cart-panel__error')).toHaveRole('alert');
      await expect(page.locator('main .cart-panel__error')).toContainText(one.unreachable);
      await expect(page.locator('main').getByLabel(one.quantity)).toHaveValue('2');
      await expect(page.locator('main')).toContainText('Fleur de Sèvre');
      // the API is back: the same add goes through
      expect(await addToCart(page, 601, 3)).toEqual({ ok: true });
      await expect(page.locator('main')).toContainText('Les Coteaux');
      expect(problems.list).toEqual([]);
    });

    test('keeps the guest lines when the visitor logs in, and clears the cart at logout', async ({ page, problems }) => {
      await page.goto(domaine(`${one.prefix}/`));
      await hydrated(page);
      expect(await addToCart(page, 201, 3)).toEqual({ ok: true });
      const guestId = await page.evaluate(() => localStorage.getItem('cart-id'));
      expect(guestId).toBeTruthy();
      const email = `cart-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.fr`;
      const statuses = await page.evaluate(async (email) => {
        const headers = { 'Content-Type': 'application/json', idSite: '88', userLang: 'fr_FR' };
        const register = await fetch('/api/register', { method: 'POST', headers, body: JSON.stringify({ email, firstname: 'Léa', lastname: 'Martin', password: 'vendanges-2024', birthdate: '1990-04-12', acceptTerms: true }) });
        const login = await fetch('/api/login', { method: 'POST', headers, body: JSON.stringify({ email, password: 'vendanges-2024' }) });
        return [register.status, login.status];
      }, email);
      expect(statuses).toEqual([201, 200]);
      await page.goto(domaine(`${one.prefix}/cart`));
      await hydrated(page);
      await expect(page.locator('main')).toContainText('Les Gneiss');
      await expect(page.locator('main').getByLabel(one.quantity)).toHaveValue('3');
      // the cart now belongs to the member: the guest id no longer reaches it without the session
      problems.allow(/status of 404 \(Not Found\)/);
      const anonymous = await page.evaluate(async (id) => (await fetch(`/api/cart/${id}/default`, { credentials: 'omit', headers: { idSite: '88' } })).status, guestId);
      expect(anonymous).toBe(404);
      expect(await ask(page, { type: 'signed-out' })).toEqual({ ok: true });
      await expect(page.locator('.cart-button__count')).toHaveText('0');
      expect(await page.evaluate(() => [localStorage.getItem('cart-id'), document.cookie.includes('cart-id=')])).toEqual([null, false]);
      expect(problems.list).toEqual([]);
    });
  });
}
