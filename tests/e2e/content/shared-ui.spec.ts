import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { inAnnouncementSeason } from '../support/announcement-season.ts';
import { test, expect } from '../support/fixtures.ts';

// The shared UI of every page: the fullscreen slider (autocars home gallery, 6 items), the modal
// popup host (the domaine site's Christmas popup, opened 3 s after load), toasts and the loading
// bar on a failing request. Axe runs on each overlay while it is open.
const port = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3199').port;
const autocars = `http://autocars.localhost:${port}`;
const domaine = `http://domaine.localhost:${port}`;
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// The cookie banner is not under test here: a choice made earlier keeps it closed.
test.beforeEach(async ({ context }) => {
  const value = `denied.${Date.now()}`;
  await context.addCookies(['autocars', 'domaine'].map((site) => ({ name: 'vitrine-consent', value, domain: `${site}.localhost`, path: '/' })));
});

async function noAxeViolation(page: Page, include: string) {
  const axe = await new AxeBuilder({ page }).include(include).withTags(wcag).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** The overlays load when needed after hydration; the toast status region is there from hydration on. */
async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.locator('.vitrine-toasts').waitFor({ state: 'attached' });
}

async function openGallery(page: Page, index: number) {
  await gotoHydrated(page, `${autocars}/`);
  await page.locator('.block-gallery__button').nth(index).click();
  const slider = page.getByRole('dialog', { name: 'Visionneuse d’images et de vidéos' });
  await expect(slider).toBeVisible();
  return slider;
}

test.describe('slider', () => {
  test('its code loads only when asked, and a keyboard opens it from a gallery on the first try', async ({ page, problems }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, `${autocars}/`);
    await page.waitForLoadState('networkidle');
    // A stored choice: neither the banner nor any overlay is downloaded at load.
    expect(scripts.filter((script) => /\/(Slider|Toasts|LoadingBar|ConsentBanner|PopupHost)-/.test(script))).toEqual([]);
    await page.locator('.block-gallery__button').nth(2).focus();
    await page.keyboard.press('Enter');
    const slider = page.getByRole('dialog', { name: 'Visionneuse d’images et de vidéos' });
    await expect(slider).toBeVisible();
    await expect(slider.locator('.vitrine-slider__counter [aria-hidden="true"]')).toHaveText('3 / 6');
    await expect(slider.getByRole('button', { name: 'Fermer la visionneuse' })).toBeFocused();
    expect(scripts.some((script) => /\/Slider-/.test(script))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('.block-gallery__button').nth(2)).toBeFocused();
    expect(problems.list).toEqual([]);
  });

  test('steps with the arrow keys, shows current / total, wraps around and closes on Escape', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const opener = page.locator('.block-gallery__button').first();
    const slider = await openGallery(page, 0);
    const counter = slider.locator('.vitrine-slider__counter [aria-hidden="true"]');
    await expect(counter).toHaveText('1 / 6');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('6 / 6');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('1 / 6');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('2 / 6');
    await expect(slider.getByRole('button', { name: 'Élément suivant' })).toBeVisible();
    await noAxeViolation(page, '.vitrine-slider');
    await page.keyboard.press('Escape');
    await expect(slider).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(problems.list).toEqual([]);
  });

  test('keeps the focus inside while open and hides the arrows on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const slider = await openGallery(page, 5);
    await expect(slider.locator('.vitrine-slider__counter [aria-hidden="true"]')).toHaveText('6 / 6');
    await expect(slider.getByRole('button', { name: 'Élément suivant' })).toHaveCount(0);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.vitrine-slider')))).toBe(true);
    }
  });

  test('steps with swipes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const slider = await openGallery(page, 0);
    const counter = slider.locator('.vitrine-slider__counter [aria-hidden="true"]');
    await swipe(page, 300, 60);
    await expect(counter).toHaveText('2 / 6');
    await swipe(page, 60, 300);
    await expect(counter).toHaveText('1 / 6');
    await swipe(page, 60, 300);
    await expect(counter).toHaveText('6 / 6');
  });
});

/** A horizontal swipe held long enough for the 250 ms poller to read it. */
async function swipe(page: Page, fromX: number, toX: number) {
  await page.evaluate(
    async ({ fromX, toX }) => {
      const target = document.querySelector('.vitrine-slider');
      if (!target) throw new Error('no slider');
      const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 400 });
      const fire = (type: string, x: number) =>
        target.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches: type === 'touchend' ? [] : [touch(x)], changedTouches: [touch(x)] }));
      fire('touchstart', fromX);
      const steps = 6;
      for (let i = 1; i <= steps; i += 1) {
        fire('touchmove', fromX + ((toX - fromX) * i) / steps);
        await new Promise((resolve) => setTimeout(resolve, 80));
      }
      fire('touchend', toX);
    },
    { fromX, toX },
  );
}

test.describe('popup', () => {
  test('opens on load, locks the scroll, closes on Escape and is remembered in local storage', async ({ page, problems }) => {
    const now = await inAnnouncementSeason(page);
    await page.goto(`${domaine}/`);
    const popup = page.getByRole('dialog', { name: 'Portes ouvertes de Noël' });
    await expect(popup).toBeVisible({ timeout: 10_000 });
    // Polled: the scroll lock is set by an effect after the popup is drawn, and released by one after it closes.
    const overflow = () => page.evaluate(() => document.body.style.overflow);
    await expect.poll(overflow, { message: 'the page scroll is locked while the popup is open' }).toBe('hidden');
    await noAxeViolation(page, '.vitrine-popup__backdrop');
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect.poll(overflow, { message: 'the page scroll is given back once the popup is closed' }).toBe('');
    const stored = await page.evaluate(() => window.localStorage.getItem('popup-1'));
    expect(Number(stored)).toBeGreaterThanOrEqual(now);
    await page.reload();
    await page.waitForTimeout(4_000);
    await expect(popup).toHaveCount(0);
    expect(problems.list).toEqual([]);
  });

  test('closes on a click on the backdrop, not on a click inside', async ({ page }) => {
    await inAnnouncementSeason(page);
    await page.goto(`${domaine}/en`);
    const popup = page.getByRole('dialog', { name: 'Christmas open days' });
    await expect(popup).toBeVisible({ timeout: 10_000 });
    await popup.locator('.vitrine-popup__title').click();
    await expect(popup).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(popup).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('popup-1'))).not.toBeNull();
  });
});

test('a failing request shows an error toast and marks the loading bar failed', async ({ page, problems }) => {
  problems.allow(/status of 500|popup-1|\/api\/popup\/1/);
  await page.route('**/api/popup/1', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, message: 'Server error' }) }));
  await page.goto(`${domaine}/en`);
  const bar = page.locator('.vitrine-loading-bar[data-phase="failed"]');
  await expect(bar).toBeVisible({ timeout: 10_000 });
  await expect(bar).toHaveAttribute('aria-label', 'Loading failed');
  const toast = page.locator('.vitrine-toast--error');
  await expect(toast).toHaveText(/Loading failed\. Please try again\./);
  await noAxeViolation(page, '.vitrine-toasts');
  await expect(toast).toHaveCount(0, { timeout: 5_000 });
});
