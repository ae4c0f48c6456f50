import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { devices } from '../support/devices.ts';

// The wine shop of the domaine site as a visitor uses it, in French and English, on a desktop and
// on a 390 px phone: the catalogue's search and filters, a wine's vintage and format, the §5
// quantity message, the no-JavaScript add to cart, the 404s, and axe on the shop templates.
// (Adding with JavaScript goes through the cart host of the shop-cart work; it is tested there.)

const port = new URL(process.env.E2E_BASE_URL!).port;
const domaine = `http://domaine.localhost:${port}`;
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const words = {
  fr: { prefix: '', filters: 'Filtrer', kind: 'Blancs', whites: '4 produits', search: 'Rechercher un vin, un coffret…', submit: 'Rechercher', one: '1 produit', vintage: '2022', magnum: '1,5 L', unavailable: 'Indisponible', price: /22,10\s€/, quantity: 'Quantité', add: 'Ajouter au panier', multiple: 'Ce produit ne peut être ajouté que par multiple de 6 bouteilles', added: '2 × Muscadet Sèvre et Maine sur lie — Les Schistes : ajouté à votre panier.' },
  en: { prefix: '/en', filters: 'Filter', kind: 'White wines', whites: '4 products', search: 'Search for a wine, a box…', submit: 'Search', one: '1 product', vintage: '2022', magnum: '1.5 L', unavailable: 'Unavailable', price: /€22\.10/, quantity: 'Quantity', add: 'Add to cart', multiple: 'This product can only be added by multiple of 6 bottles', added: '2 × Muscadet Sèvre et Maine sur lie — Les Schistes: added to your cart.' },
} as const;

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

for (const device of devices) {
  test.describe(device.name, () => {
    test.use({ viewport: device.viewport });

    for (const lang of ['fr', 'en'] as const) {
      const w = words[lang];

      test(`${lang}: browse, filter, search, open a wine, choose a vintage and a format`, async ({ page, problems }) => {
        await page.goto(`${domaine}${w.prefix}/products/search`);
        await hydrated(page);
        const kind = page.getByRole('checkbox', { name: w.kind, exact: true });
        if (device.name === 'phone') {
          // On a phone the filters are behind one button (a drawer, decision 0070), and the first wines show on the first screen.
          await expect(kind).toBeHidden();
          await expect(page.locator('.product-card').first()).toBeInViewport();
          await page.getByText(w.filters, { exact: true }).click();
        }
        await kind.check();
        await expect(page).toHaveURL(/kind=blanc/);
        await expect(page.getByRole('status').filter({ hasText: w.whites })).toBeVisible();
        if (device.name === 'phone') await page.keyboard.press('Escape');
        const catalogue = page.locator('.block-product-search');
        await catalogue.getByLabel(w.search).fill('gneiss');
        await catalogue.getByRole('button', { name: w.submit, exact: true }).click();
        await expect(page).toHaveURL(/q=gneiss/);
        await expect(page.getByRole('status').filter({ hasText: w.one })).toBeVisible();
        await page.getByRole('link', { name: 'Muscadet Sèvre et Maine sur lie — Les Gneiss' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Muscadet Sèvre et Maine sur lie — Les Gneiss');
        // 2022 keeps the 75 cl bottle shown, sold out in that vintage; the magnum of 2022 is on sale.
        await page.getByRole('link', { name: new RegExp(`^${w.vintage}`) }).click();
        await expect(page).toHaveURL(/\/wines\/muscadet-sevre-et-maine-sur-lie-les-gneiss\/2\/detail\/202$/);
        await expect(page.getByRole('button', { name: w.unavailable })).toBeDisabled();
        await page.getByRole('link', { name: w.magnum, exact: true }).click();
        await expect(page.getByRole('link', { name: w.magnum, exact: true })).toHaveAttribute('aria-current', 'true');
        await expect(page.locator('.product-price__amount')).toContainText(w.price);
        await page.screenshot({ path: `test-results/shop-${device.name}-${lang}-product.png`, fullPage: false });
        expect(problems.list).toEqual([]);
      });

      test(`${lang}: a quantity that is not a multiple of 6 bottles gets the §5 message and falls back to 6`, async ({ page, problems }) => {
        await page.goto(`${domaine}${w.prefix}/wines/gros-plant-du-pays-nantais-sur-lie/4`);
        await hydrated(page);
        const quantity = page.getByLabel(w.quantity);
        await quantity.fill('4');
        await page.getByRole('button', { name: w.add }).click();
        await expect(page.getByRole('alert').filter({ hasText: w.multiple })).toBeVisible();
        await expect(quantity).toHaveValue('6');
        expect(problems.list).toEqual([]);
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['fr', 'en'] as const) {
    const w = words[lang];
    test(`${lang}: adds to the cart with the form and shows the confirmation`, async ({ page, context, problems }) => {
      // With JavaScript off, Chromium refuses the page's module scripts and preloads (reported as "csp").
      problems.allow(/ csp$/);
      await page.goto(`${domaine}${w.prefix}/wines/muscadet-sevre-et-maine-sur-lie-les-schistes/1/detail/101`);
      await page.getByLabel(w.quantity).fill('2');
      await page.getByRole('button', { name: w.add }).click();
      await expect(page).toHaveURL(/\?added=2$/);
      await expect(page.getByRole('status').filter({ hasText: w.added })).toBeVisible();
      const cookies = await context.cookies(domaine);
      expect(cookies.find((cookie) => cookie.name === 'cart-id')?.value).toMatch(/.+/);
      await page.screenshot({ path: `test-results/shop-nojs-${lang}-added.png` });
      expect(problems.list).toEqual([]);
    });
  }
});

test('an unknown wine, declination or vintage is a 404', async ({ page, problems }) => {
  for (const path of ['/wines/foo/999', '/en/wines/muscadet-sevre-et-maine-sur-lie-les-schistes/1/detail/201', '/wines/muscadet-sevre-et-maine-sur-lie-les-schistes/1/1999']) {
    problems.allow(/404/);
    const response = await page.goto(`${domaine}${path}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(path.startsWith('/en/') ? 'This page could not be found' : 'Cette page est introuvable')).toBeVisible();
  }
});

const templates = [
  { name: 'catalogue', fr: '/products/search?kind=blanc', en: '/en/products/search?kind=blanc', block: '.block-product-search' },
  { name: 'wine page', fr: '/wines/muscadet-sevre-et-maine-sur-lie-les-gneiss/2', en: '/en/wines/muscadet-sevre-et-maine-sur-lie-les-gneiss/2', block: '.block-product-detail' },
  { name: 'product page', fr: '/products/verres-de-degustation-inao/11', en: '/en/products/inao-tasting-glasses/11', block: '.block-product-detail' },
  { name: 'shop blocks on a page', fr: '/nos-vins', en: '/en/our-wines', block: '.block-product-grid' },
];

for (const lang of ['fr', 'en'] as const) {
  for (const template of templates) {
    test(`${template.name} (${lang}) has one h1 and no axe violation`, async ({ page, problems }) => {
      const response = await page.goto(`${domaine}${template[lang]}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator(template.block).first()).toBeVisible();
      await expect(page.locator('main h1')).toHaveCount(1);
      const axe = await new AxeBuilder({ page }).withTags(wcag).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
      expect(problems.list).toEqual([]);
    });
  }
}
