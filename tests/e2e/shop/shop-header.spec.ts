import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';

// The header of the wine shop (domaine): on a 1280 px desktop the search field and the cart button
// sit at the right end of the menu's band, the placeholder whole; on a 390 px phone they are two
// icons beside the logo, the field widening over the row while in use. Keyboard order: logo, menu,
// search, its button, cart. The autocars site (no shop) has neither.

const port = new URL(process.env.E2E_BASE_URL!).port;
const site = (name: string) => `http://${name}.localhost:${port}`;
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const words = {
  fr: { prefix: '', home: /^Accueil/, search: 'Rechercher dans la boutique', submit: 'Rechercher', cart: /^Panier, \d+ article/, menu: 'Menu principal' },
  en: { prefix: '/en', home: /^Home/, search: 'Search the shop', submit: 'Search', cart: /^Cart, \d+ item/, menu: 'Main menu' },
} as const;

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** Whether the field shows its whole placeholder (the text measured in the field's own font). */
const placeholderFits = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });

async function open(page: Page, url: string): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('popup-1', String(Date.now())));
  await page.context().addCookies([{ name: 'vitrine-consent', value: `denied.${Date.now()}`, domain: new URL(url).hostname, path: '/' }]);
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

for (const lang of ['fr', 'en'] as const) {
  const w = words[lang];

  test.describe(`${lang} on a 1280 px desktop`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('the search and the cart sit at the right end of the menu band, in keyboard order', async ({ page, problems }) => {
      await open(page, `${site('domaine')}${w.prefix}/`);
      const banner = page.getByRole('banner');
      const menu = banner.getByRole('navigation', { name: w.menu });
      const field = banner.getByRole('searchbox', { name: w.search });
      const cart = banner.getByRole('link', { name: w.cart });
      const [m, f, c] = [await box(menu), await box(field), await box(cart)];
      // one row: the field and the cart inside the menu's band, after its entries
      for (const one of [f, c]) {
        expect(one.y).toBeGreaterThanOrEqual(m.y - 8);
        expect(one.y + one.height).toBeLessThanOrEqual(m.y + m.height + 8);
      }
      expect(f.x).toBeGreaterThan(m.x + m.width / 2);
      expect(c.x).toBeGreaterThan(f.x + f.width);
      expect(c.x + c.width).toBeLessThanOrEqual(1280);
      expect(await placeholderFits(field)).toBe(true);

      await menu.getByRole('link').last().focus();
      await page.keyboard.press('Tab');
      await expect(field).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(banner.getByRole('button', { name: w.submit, exact: true })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(cart).toBeFocused();
      const axe = await new AxeBuilder({ page }).include('.site-header').withTags(wcag).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
      expect(problems.list).toEqual([]);
    });
  });

  test.describe(`${lang} on a 390 px phone`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the search and the cart are two icons beside the logo; the field widens while in use', async ({ page, problems }) => {
      await open(page, `${site('domaine')}${w.prefix}/`);
      const banner = page.getByRole('banner');
      const logo = banner.getByRole('link', { name: w.home });
      const field = banner.getByRole('searchbox', { name: w.search });
      const cart = banner.getByRole('link', { name: w.cart });
      const [l, f, c] = [await box(logo), await box(field), await box(cart)];
      // one compact row: both icons (44 px targets) beside the logo, inside the screen
      for (const one of [f, c]) {
        expect(one.width).toBeGreaterThanOrEqual(44);
        expect(one.height).toBeGreaterThanOrEqual(44);
        expect(one.y).toBeLessThan(l.y + l.height);
        expect(one.x).toBeGreaterThanOrEqual(l.x + l.width);
        expect(one.x + one.width).toBeLessThanOrEqual(390);
      }
      expect((await box(banner)).height).toBeLessThan(140);

      await field.click();
      await expect(field).toBeFocused();
      expect((await box(field)).width).toBeGreaterThan(300);
      expect(await placeholderFits(field)).toBe(true);
      await page.keyboard.type('gneiss');
      await page.keyboard.press('Tab');
      await expect(banner.getByRole('button', { name: w.submit, exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${site('domaine')}${w.prefix}/products/search?q=gneiss`);
      expect(problems.list).toEqual([]);
    });
  });
}

test('the autocars header has no shop search (SHOW_SEARCH_BAR false) and, since it sells gift vouchers, a cart', async ({ page, problems }) => {
  await open(page, `${site('autocars')}/`);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('search')).toHaveCount(0);
  await expect(banner.locator('.cart-button')).toHaveCount(1);
  expect(problems.list).toEqual([]);
});
