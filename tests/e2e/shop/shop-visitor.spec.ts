import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { devices } from '../support/devices.ts';

// What a visitor of the wine estate met that was still wrong after the shop was built: the
// "Online shop" page of the menu over an empty area, the header cart button without JavaScript,
// the cookie banner over the phone's menu drawer, and the customization page's URLs.

const port = new URL(process.env.E2E_BASE_URL!).port;
const domaine = `http://domaine.localhost:${port}`;

const words = {
  fr: { prefix: '', wines: 'Nos vins', shop: 'Toute la boutique', quick: 'Accès rapide', nav: 'Menu principal', close: 'Fermer le menu', contact: 'Contact', cart: /^Panier/ },
  en: { prefix: '/en', wines: 'Our wines', shop: 'Whole shop', quick: 'Quick access', nav: 'Main menu', close: 'Close the menu', contact: 'Contact', cart: /^Cart/ },
} as const;

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The catalogue shows wine cards with their names and prices. */
async function expectWines(page: Page): Promise<void> {
  const cards = page.locator('.block-product-search .product-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(5);
  await expect(cards.filter({ hasText: 'Muscadet Sèvre et Maine sur lie — Les Gneiss' }).first()).toContainText('€');
}

for (const device of devices) {
  test.describe(device.name, () => {
    test.use({ viewport: device.viewport });

    for (const lang of ['fr', 'en'] as const) {
      const w = words[lang];

      test(`${lang}: the online-shop page of the menu shows the wines, and its menu entry stays in the language`, async ({ page, problems }) => {
        const shopPage = lang === 'fr' ? '/nos-vins/boutique-en-ligne' : '/en/our-wines/online-shop';
        await page.goto(`${domaine}${shopPage}`);
        await expect(page).toHaveURL(`${domaine}${w.prefix}/products/search`);
        await expectWines(page);
        await hydrated(page);
        await page.goto(`${domaine}${w.prefix || '/'}`);
        await hydrated(page);
        if (device.name === 'phone') await page.getByRole('navigation', { name: w.quick }).getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('button', { name: w.wines }).click();
        await page.getByRole('link', { name: w.shop, exact: true }).click();
        await expect(page).toHaveURL(`${domaine}${w.prefix}/products/search`);
        await expectWines(page);
        expect(problems.list).toEqual([]);
      });
    }
  });
}

test.describe('phone menu drawer and the cookie banner', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const lang of ['fr', 'en'] as const) {
    const w = words[lang];

    test(`${lang}: the banner steps aside while the drawer is open, every link can be tapped`, async ({ page, problems }) => {
      await page.goto(`${domaine}${w.prefix || '/'}`);
      await hydrated(page);
      const banner = page.locator('.vitrine-consent');
      await expect(banner).toBeVisible();
      await page.getByRole('navigation', { name: w.quick }).getByRole('button', { name: 'Menu' }).tap();
      const drawer = page.getByRole('navigation', { name: w.nav });
      await expect(drawer).toBeVisible();
      await expect(banner).toBeHidden();
      // The last entry sits at the drawer's foot, where the banner used to be.
      await drawer.getByRole('link', { name: w.contact, exact: true }).tap();
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/nous-contacter$|${w.prefix}/contact-us$`));
      await expect(drawer).toBeHidden();
      await expect(banner).toBeVisible();
      expect(problems.list).toEqual([]);
    });

    test(`${lang}: by keyboard, focus stays in the open drawer and Escape gives it back to the menu button`, async ({ page, problems }) => {
      await page.goto(`${domaine}${w.prefix || '/'}`);
      await hydrated(page);
      const menuButton = page.getByRole('navigation', { name: w.quick }).getByRole('button', { name: 'Menu' });
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('navigation', { name: w.nav });
      await expect(drawer.getByRole('button', { name: w.close })).toBeFocused();
      await expect(page.locator('.vitrine-consent')).toBeHidden();
      const inside = () => page.evaluate(() => document.getElementById('main-menu')?.contains(document.activeElement) === true);
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press('Tab');
        expect(await inside()).toBe(true);
      }
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await inside()).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();
      await expect(page.locator('.vitrine-consent')).toBeVisible();
      // The close button inside the drawer closes it too.
      await page.keyboard.press('Enter');
      await drawer.getByRole('button', { name: w.close }).press('Enter');
      await expect(drawer).toBeHidden();
      expect(problems.list).toEqual([]);
    });
  }
});

test.describe('customization page URLs', () => {
  const fr = '/products/coffret-bois-grave-personnalise/13/1301/customize';
  const en = '/en/products/personalised-engraved-wooden-box/13/1301/customize';

  test('a wrong or missing slug answers a 301 to the canonical URL of the language, query kept', async ({ request }) => {
    // The request context resolves no *.localhost name: it asks 127.0.0.1 with the site's Host.
    const get = (path: string) => request.get(`http://127.0.0.1:${port}${path}`, { headers: { Host: `domaine.localhost:${port}` }, maxRedirects: 0 });
    for (const [asked, canonical] of [
      ['/products/coffret/13/1301/customize', fr],
      ['/products/13/1301/customize?utm_source=mail', `${fr}?utm_source=mail`],
      ['/en/products/coffret-bois-grave-personnalise/13/1301/customize', en],
      ['/en/products/13/1301/customize', en],
    ] as const) {
      const response = await get(asked);
      expect(response.status(), asked).toBe(301);
      expect(response.headers().location, asked).toBe(canonical);
    }
    expect((await get(fr)).status()).toBe(200);
  });

  test('the language switch goes to the English URL with the English slug, and back', async ({ page, problems }) => {
    await page.goto(`${domaine}${fr}`);
    await hydrated(page);
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(`${domaine}${en}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Personalised engraved wooden box');
    await page.getByRole('link', { name: 'Français' }).first().click();
    await expect(page).toHaveURL(`${domaine}${fr}`);
    expect(problems.list).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const [lang, path, t] of [
      ['fr', fr, { name: 'Coffret bois gravé personnalisé', explain: /Sans JavaScript, la personnalisation se fait en une fois/, contact: 'Nous contacter', contactPath: '/nous-contacter', next: 'Étape suivante', back: 'Retour à la fiche produit', product: '/products/coffret-bois-grave-personnalise/13', message: /Message gravé sur le couvercle/, logo: /Logo à graver/, wood: 'Chêne', ribbon: /Ajouter un ruban/, add: 'Ajouter au panier', cart: '/cart', answersLabel: 'Personnalisation', answers: ['Message gravé sur le couvercle : Pour Léa', 'Essence du bois : Chêne', 'Ajouter un ruban aux couleurs du domaine : Oui'] }],
      ['en', en, { name: 'Personalised engraved wooden box', explain: /Without JavaScript, the personalisation is done in one go/, contact: 'Contact us', contactPath: '/en/contact-us', next: 'Next step', back: 'Back to the product page', product: '/en/products/personalised-engraved-wooden-box/13', message: /Message engraved on the lid/, logo: /Logo to engrave/, wood: 'Oak', ribbon: /Add a ribbon/, add: 'Add to cart', cart: '/en/cart', answersLabel: 'Customization', answers: ['Message engraved on the lid: Pour Léa', 'Wood: Oak', "Add a ribbon in the estate's colours: Yes"] }],
    ] as const) {
      test(`${lang}: answers every question in one plain form and adds the personalised box to the cart`, async ({ page, problems }) => {
        // With JavaScript off, Chromium refuses the page's module scripts and preloads (reported as "csp").
        problems.allow(/ csp$/);
        await page.goto(`${domaine}${path}`);
        const block = page.locator('.block-product-customize');
        await expect(block.getByRole('heading', { level: 1 })).toHaveText(t.name);
        await expect(block.getByText(t.explain)).toBeVisible();
        await expect(block.getByRole('link', { name: t.contact })).toHaveAttribute('href', t.contactPath);
        await expect(block.getByRole('link', { name: t.back })).toHaveAttribute('href', t.product);
        await expect(block.getByRole('button', { name: t.next })).toBeHidden();
        const form = block.locator('form:visible');
        await form.getByLabel(t.message).fill('Pour Léa');
        await form.getByRole('radio', { name: t.wood }).check();
        await form.getByRole('checkbox', { name: t.ribbon }).check();
        await form.getByRole('button', { name: t.add }).click();
        await expect(page).toHaveURL(`${domaine}${t.cart}`);
        const line = page.locator('main .cart-line').filter({ hasText: t.name });
        await expect(line.getByRole('list', { name: t.answersLabel }).getByRole('listitem')).toHaveText([...t.answers]);
        await expect(page.locator('.cart-button__count')).toHaveText('1');
        expect(problems.list).toEqual([]);
      });

      test(`${lang}: a file the shop refuses comes back with the server's message and the answers kept`, async ({ page, problems }) => {
        problems.allow(/ csp$/);
        problems.allow(/status of 422/);
        await page.goto(`${domaine}${path}`);
        const form = page.locator('.block-product-customize form:visible');
        await form.getByLabel(t.message).fill('Pour Léa');
        await form.getByRole('radio', { name: t.wood }).check();
        await form.getByLabel(t.logo).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a logo') });
        await form.getByRole('button', { name: t.add }).click();
        await expect(page).toHaveURL(`${domaine}${path}`);
        await expect(form.getByRole('alert')).toContainText(/\S/);
        await expect(form.getByLabel(t.message)).toHaveValue('Pour Léa');
        await expect(form.getByRole('radio', { name: t.wood })).toBeChecked();
        await expect(page.locator('.cart-button__count')).toHaveText('0');
      });
    }
  });
});
