import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { inAnnouncementSeason } from '../support/announcement-season.ts';
import { suiteAdmin } from '../support/suite-admin.ts';

// Issue 24 "How it looks": a focused checkout, announcements that never block shopping on a
// phone, one button style, the autocars footer and menu, the admin preview and the inspector —
// on the suite's server, in French and English, at 390 and 1280 px.
const port = new URL(process.env.E2E_BASE_URL!).port;
const origin = (site: 'autocars' | 'domaine') => `http://${site}.localhost:${port}`;
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Muscadet Les Schistes 2023, 75 cl. */
const DECLINATION = 101;

async function noAxeViolation(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The cookie banner answered; `popupsSeen`: the site's popups closed before. */
async function visitor(page: Page, site: 'autocars' | 'domaine', popupsSeen: boolean): Promise<void> {
  await page.context().addCookies([{ name: 'vitrine-consent', value: `denied.${Date.now()}`, url: origin(site) }]);
  if (popupsSeen) await page.addInitScript(() => [1, 2].forEach((id) => localStorage.setItem(`popup-${id}`, String(Date.now()))));
}

/** A guest cart of six bottles made through the API, its id where the browser keeps it. */
async function guestCart(page: Page): Promise<void> {
  const answer = await page.request.post(`${process.env.E2E_BASE_URL}/api/cart/new/product/${DECLINATION}`, {
    headers: { idSite: '88' },
    multipart: { type: 'MAIN_CART', quantity: '6' },
  });
  expect(answer.ok()).toBe(true);
  const cartId = ((await answer.json()) as { data: { cartId: string } }).data.cartId;
  await page.context().addCookies([{ name: 'cart-id', value: cartId, url: origin('domaine') }]);
  await page.addInitScript((id) => localStorage.setItem('cart-id', id), cartId);
}

const checkoutWords = {
  fr: { prefix: '', menu: 'Menu principal', back: 'Revenir au panier', legal: 'Mentions légales', summary: 'Récapitulatif', next: 'Continuer vers la livraison' },
  en: { prefix: '/en', menu: 'Main menu', back: 'Back to the cart', legal: 'Legal notice', summary: 'Summary', next: 'Continue to delivery' },
} as const;

for (const lang of ['fr', 'en'] as const) {
  for (const width of [390, 1280]) {
    test(`the checkout is focused: logo, way back to the cart, steps and summary with thumbnails, no site menu nor full footer (${lang}, ${width} px)`, async ({ page }) => {
      const w = checkoutWords[lang];
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await visitor(page, 'domaine', true);
      await guestCart(page);
      await page.goto(`${origin('domaine')}${w.prefix}/cart/address`);
      await hydrated(page);
      await expect(page.getByRole('navigation', { name: w.menu })).toHaveCount(0);
      await expect(page.locator('.site-footer__grid, .bottom-bar, .cart-button, .header-search')).toHaveCount(0);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: w.back })).toHaveAttribute('href', `${w.prefix}/cart`);
      await expect(header.locator('a.site-header__logo')).toHaveAttribute('href', lang === 'en' ? '/en' : '/');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: w.legal })).toBeVisible();
      const summary = page.getByRole('complementary', { name: w.summary });
      // On a phone the summary stands folded above the step (decision 0070): opened to see its lines.
      if (width < 996) await summary.locator('.checkout-summary__toggle').click();
      await expect(summary.locator('img.checkout-summary__image')).toHaveCount(1);
      await expect.poll(() => summary.locator('img.checkout-summary__image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The step's own button in the site's one button style: the page's font, not upper case.
      const button = page.getByRole('button', { name: w.next });
      await expect(button).toHaveCSS('text-transform', 'none');
      await noAxeViolation(page);
    });
  }
}

const shopPages = [
  { name: 'catalogue', fr: '/products/search', en: '/en/products/search' },
  { name: 'product', fr: '/products/muscadet-sevre-et-maine-sur-lie-les-schistes/1', en: '/en/products/muscadet-sevre-et-maine-sur-lie-les-schistes/1' },
] as const;

for (const lang of ['fr', 'en'] as const) {
  for (const shop of shopPages) {
    test(`on a phone the Christmas announcement does not block the ${shop.name} page: a bar, not a modal (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await visitor(page, 'domaine', false);
      await inAnnouncementSeason(page);
      await page.goto(`${origin('domaine')}${shop[lang]}`);
      await hydrated(page);
      const bar = page.getByRole('region', { name: lang === 'en' ? 'Christmas open days' : 'Portes ouvertes de Noël' });
      await expect(bar).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('[aria-modal="true"], .vitrine-popup__backdrop')).toHaveCount(0);
      expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
      // It leaves most of the screen to the shop, and the shop can be scrolled and clicked meanwhile.
      const box = (await bar.boundingBox())!;
      expect(box.height).toBeLessThan(844 / 2);
      expect(await page.evaluate(() => (document.elementFromPoint(195, 300) as Element).closest('.vitrine-popup-bar'))).toBeNull();
      await noAxeViolation(page);
      await bar.getByRole('button', { name: lang === 'en' ? 'Close the window' : 'Fermer la fenêtre' }).click();
      await expect(bar).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('popup-1'))).not.toBeNull();
    });
  }
}

test('on a content page the announcement stays a modal dialog, and a close event closes it (§2)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visitor(page, 'domaine', false);
  await inAnnouncementSeason(page);
  await page.goto(`${origin('domaine')}/`);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Portes ouvertes de Noël' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await page.evaluate(() => window.dispatchEvent(new Event('vitrine:popup-close')));
  await expect(dialog).toHaveCount(0);
});

for (const lang of ['fr', 'en'] as const) {
  test(`the autocars footer lists each legal link once, the four partner badges share one row on a phone (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visitor(page, 'autocars', true);
    await page.goto(`${origin('autocars')}${lang === 'en' ? '/en' : '/'}`);
    await hydrated(page);
    const prefix = lang === 'en' ? '/en' : '';
    for (const path of ['/legal-notice', '/privacy-policy', '/cookie-policy', '/sale-terms', '/use-terms']) {
      await expect(page.locator(`footer a[href="${prefix}${path}"]`)).toHaveCount(1);
    }
    const tops = await page.locator('.site-footer__logos > li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
  });

  test(`the desktop menu's chevrons sit at the same distance from their labels (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visitor(page, 'autocars', true);
    await page.goto(`${origin('autocars')}${lang === 'en' ? '/en' : '/'}`);
    await hydrated(page);
    const gaps = await page.locator('.main-menu__item--parent').evaluateAll((items) =>
      items.map((item) => {
        const chevron = item.querySelector('.main-menu__chevron')!.getBoundingClientRect();
        const label = item.querySelector('.main-menu__link, .main-menu__text-parent')!;
        const range = document.createRange();
        range.selectNodeContents(label.firstChild ?? label);
        return Math.round(chevron.left - range.getBoundingClientRect().right);
      }),
    );
    expect(gaps.length).toBeGreaterThan(1);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(3);
  });
}

test('the cart page and its COMMANDER button share the one button style: the site font, no upper case', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visitor(page, 'domaine', true);
  await guestCart(page);
  await page.goto(`${origin('domaine')}/cart`);
  await hydrated(page);
  const order = page.locator('.cart-summary__checkout');
  await expect(order).toBeVisible();
  await expect(order).toHaveCSS('text-transform', 'none');
  // Polled: the cart's lines and buttons are drawn again as the cart loads, and a node read while detached has no computed style.
  const fonts = () => page.locator('main button, main .button, main .cart-summary__checkout').evaluateAll((elements) => [
    ...new Set(elements.map((element) => `${getComputedStyle(element).fontFamily} | ${getComputedStyle(element).textTransform}`)),
  ]);
  const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await expect.poll(fonts, { message: 'every button of the cart page in the body font, not upper case' }).toEqual([`${body} | none`]);
});

async function signInAdmin(page: Page): Promise<void> {
  await page.goto(`${origin('autocars')}/`);
  const status = await page.evaluate(
    async (body) => (await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', idSite: '87' }, body: JSON.stringify(body) })).status,
    { email: suiteAdmin.email, password: suiteAdmin.password },
  );
  expect(status).toBe(200);
}

test('the admin preview fits a 1280 px screen: both frames whole, nothing cut off on the right', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visitor(page, 'autocars', true);
  await signInAdmin(page);
  await page.goto(`${origin('autocars')}/admin/preview/10/1`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const frames = page.locator('.adm-frame');
  await expect(frames).toHaveCount(4);
  for (const box of await frames.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right))) {
    expect(box).toBeLessThanOrEqual(1280);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await noAxeViolation(page);
});

test('the inspector of the French site is in French for an admin whose browser is in English', async ({ page }) => {
  await visitor(page, 'autocars', true);
  await signInAdmin(page);
  await page.goto(`${origin('autocars')}/_inspector`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inspecteur des machines' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText('Aucun journal chargé.')).toBeVisible();
  // browsed in English, the inspector follows
  await page.goto(`${origin('autocars')}/en`);
  await hydrated(page);
  await page.goto(`${origin('autocars')}/_inspector`);
  await expect(page.getByRole('heading', { level: 1, name: 'Machine inspector' })).toBeVisible();
});
