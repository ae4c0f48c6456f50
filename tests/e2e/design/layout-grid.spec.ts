import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';

// Issue 38 items 1 and 3 (decision 0068): the two home pages composed from different variants,
// and one content grid — titles, content and columns on the same edges, a header that earns its
// height, a menu whose entries do not touch, footer hours on one line each.
const port = new URL(process.env.E2E_BASE_URL!).port;
const origin = (site: 'autocars' | 'domaine') => `http://${site}.localhost:${port}`;
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const prefix = { fr: '', en: '/en' } as const;

/** The cookie banner answered and the site's popups seen before: the page as a returning visitor sees it. */
async function visitor(page: Page, site: 'autocars' | 'domaine'): Promise<void> {
  await page.context().addCookies([{ name: 'vitrine-consent', value: `denied.${Date.now()}`, url: origin(site) }]);
  await page.addInitScript(() => [1, 2].forEach((id) => localStorage.setItem(`popup-${id}`, String(Date.now()))));
}

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** A guest cart of six bottles of Les Schistes 2023, kept where the browser keeps it. */
async function guestCart(page: Page): Promise<void> {
  const answer = await page.request.post(`${process.env.E2E_BASE_URL}/api/cart/new/product/101`, {
    headers: { idSite: '88' },
    multipart: { type: 'MAIN_CART', quantity: '6' },
  });
  expect(answer.ok()).toBe(true);
  const cartId = ((await answer.json()) as { data: { cartId: string } }).data.cartId;
  await page.context().addCookies([{ name: 'cart-id', value: cartId, url: origin('domaine') }]);
  await page.addInitScript((id) => localStorage.setItem('cart-id', id), cartId);
}

/** The left edge of an element's first line of text, in CSS pixels. */
async function textLeft(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, { acceptNode: (node) => (node.textContent!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP) });
    const range = document.createRange();
    range.selectNodeContents(walker.nextNode()!);
    return range.getBoundingClientRect().left;
  });
}

const left = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => element.getBoundingClientRect().left);

for (const lang of ['fr', 'en'] as const) {
  test(`the two home pages are composed differently: a full-bleed estate, a transport company with its quote in the hero and its figures (${lang})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visitor(page, 'domaine');
    await page.goto(`${origin('domaine')}${prefix[lang]}`);
    const estateHero = page.locator('.block-hero').first();
    await expect(estateHero).toHaveClass(/block-hero--full-bleed/);
    // the wines first: the first row of cards after the hero is the feature of wines
    await expect(page.locator('main .block-card-grid').first()).toHaveClass(/block-card-grid--feature/);

    await visitor(page, 'autocars');
    await page.goto(`${origin('autocars')}${prefix[lang]}`);
    const companyHero = page.locator('.block-hero').first();
    await expect(companyHero).not.toHaveClass(/block-hero--full-bleed/);
    await expect(companyHero).toHaveClass(/block-hero--centred/);
    await expect(companyHero.getByRole('link', { name: lang === 'fr' ? 'Demander un devis gratuit' : 'Request a free quote' })).toBeVisible();
    await expect(page.locator('.block-card-grid--numbers h3')).toHaveText(['1919', '43', '43', '48 h']);
  });

  for (const site of ['domaine', 'autocars'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`the ${site} home page has no accessibility violation and no sideways scroll (${lang}, ${viewport.width} px)`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await visitor(page, site);
        await page.goto(`${origin(site)}${prefix[lang]}`);
        await hydrated(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        const axe = await new AxeBuilder({ page }).withTags(wcag).analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
      });
    }
  }

  test(`the cart's title and its content share one left edge at 1280 px (${lang})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visitor(page, 'domaine');
    await guestCart(page);
    await page.goto(`${origin('domaine')}${prefix[lang]}/cart`);
    await hydrated(page);
    await expect(page.locator('.block-cart .cart-panel')).toBeVisible();
    const title = await textLeft(page, 'main h1');
    expect(Math.abs((await left(page, '.block-cart .cart-panel')) - title)).toBeLessThanOrEqual(2);
    expect(Math.abs((await left(page, '.block-cart .block__intro')) - title)).toBeLessThanOrEqual(2);
  });

  test(`the cart's title and its empty state share one left edge at 1280 px (${lang})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visitor(page, 'domaine');
    await page.goto(`${origin('domaine')}${prefix[lang]}/cart`);
    await hydrated(page);
    expect(Math.abs((await left(page, '.block-cart .cart-panel')) - (await textLeft(page, 'main h1')))).toBeLessThanOrEqual(2);
  });

  test(`the product page's lower columns line up with its top ones at 1280 px (${lang})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visitor(page, 'domaine');
    await page.goto(`${origin('domaine')}${prefix[lang]}/products/muscadet-sevre-et-maine-sur-lie-les-schistes/1`);
    await hydrated(page);
    const top = { media: await left(page, '.product-detail__media'), main: await left(page, '.product-detail__main') };
    const facts = page.locator('.product-detail__facts > section');
    expect(await facts.count()).toBeGreaterThanOrEqual(2);
    const lower = await facts.evaluateAll((sections) => sections.slice(0, 2).map((section) => section.getBoundingClientRect().left));
    expect(Math.abs(lower[0]! - top.media)).toBeLessThanOrEqual(2);
    expect(Math.abs(lower[1]! - top.main)).toBeLessThanOrEqual(2);
  });

  test(`the domaine's header earns its height: at most 110 px at 1280, its logo drawn as outlines (${lang})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visitor(page, 'domaine');
    await page.goto(`${origin('domaine')}${prefix[lang]}`);
    await hydrated(page);
    expect(await page.locator('.site-header').evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(110);
    // the menu and the languages stay whole in it
    await expect(page.getByRole('link', { name: lang === 'fr' ? 'English' : 'Français' }).first()).toBeVisible();
    const logo = await page.locator('img.site-header__logo-image').evaluate((image: HTMLImageElement) => fetch(image.src).then((answer) => answer.text()));
    expect(logo).toContain('<path');
    expect(logo).not.toContain('<text');
  });

  test(`the autocars desktop menu: no entry touches the next, the footer's hours one line a day (${lang})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visitor(page, 'autocars');
    await page.goto(`${origin('autocars')}${prefix[lang]}`);
    await hydrated(page);
    // from each chevron to the next entry's words: the same room as between two plain entries
    const gaps = await page.locator('.main-menu__list > li').evaluateAll((items) =>
      items.slice(0, -1).map((item, index) => {
        const next = items[index + 1]!;
        const chevron = item.querySelector('.main-menu__chevron');
        const range = document.createRange();
        range.selectNodeContents(item.querySelector('a, button')!);
        const end = chevron ? chevron.getBoundingClientRect().right : range.getBoundingClientRect().right;
        const nextRange = document.createRange();
        nextRange.selectNodeContents(next.querySelector('a, button')!);
        return Math.round(nextRange.getBoundingClientRect().left - end);
      }),
    );
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(24);
    const rows = await page.locator('.site-footer__hours-row').evaluateAll((elements) => elements.map((row) => row.getBoundingClientRect().height));
    expect(rows).toHaveLength(7);
    expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
    expect(await page.locator('.site-footer__hours').evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
  });
}
