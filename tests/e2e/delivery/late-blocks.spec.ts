import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';

// Decision 0045: a block that acts only on the visitor's input (the gallery, the newsletter's
// form) is no part of a first page's scripts; it hydrates once the page wakes, keeping the server's
// nodes, and what the visitor did meanwhile is not lost. Its chunk is held back here, so the
// visitor acts before the code is there.
const port = new URL(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`).port;

test.beforeEach(async ({ context }) => {
  const value = `denied.${Date.now()}`;
  await context.addCookies(['autocars', 'domaine'].map((site) => ({ name: 'vitrine-consent', value, domain: `${site}.localhost`, path: '/' })));
});

/** Holds the chunk of block `type` until `release` is called; says when the browser asked for it. */
async function holdChunk(page: Page, type: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(new RegExp(`/assets/${type}-[\\w-]+\\.js$`), async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** The chunks the first page names in its boot data (`start`), before anything runs. */
async function startChunks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const start = (window as unknown as { __vitrine: { start: { entries: string[]; preloads: string[] } } }).__vitrine.start;
    return [...start.entries, ...start.preloads];
  });
}

test('the gallery hydrates once the page wakes, on the server nodes, and opens the slider on a click made before its code came', async ({ page, problems }) => {
  const chunk = await holdChunk(page, 'gallery');
  await page.goto(`http://autocars.localhost:${port}/`);
  expect((await startChunks(page)).filter((url) => /\/(gallery|registry|block-kit)-/.test(url))).toEqual([]);
  const thumbnail = page.locator('.block-gallery__button').nth(1);
  await thumbnail.evaluate((button) => ((button as HTMLElement & { serverNode?: boolean }).serverNode = true));
  await thumbnail.click();
  await expect.poll(chunk.asked).toBe(true);
  const slider = page.getByRole('dialog', { name: 'Visionneuse d’images et de vidéos' });
  await expect(slider).toHaveCount(0);
  chunk.release();
  await expect(slider).toBeVisible();
  await expect(slider.locator('.vitrine-slider__counter [aria-hidden="true"]')).toHaveText('2 / 6');
  await page.keyboard.press('Escape');
  // Hydrated, not drawn again: the very button the server sent.
  expect(await thumbnail.evaluate((button) => (button as HTMLElement & { serverNode?: boolean }).serverNode)).toBe(true);
  expect(problems.list).toEqual([]);
});

test('the newsletter form keeps an address typed before its code came, and sends it', async ({ page, problems }) => {
  const chunk = await holdChunk(page, 'newsletter');
  await page.goto(`http://domaine.localhost:${port}/en`);
  expect((await startChunks(page)).filter((url) => /\/(newsletter|form-kit|google-reviews)-/.test(url))).toEqual([]);
  const field = page.getByLabel('Your e-mail address');
  await field.fill('late.visitor@example.com');
  await expect.poll(chunk.asked).toBe(true);
  const loaded = page.waitForResponse(/\/assets\/newsletter-[\w-]+\.js$/);
  chunk.release();
  await loaded;
  // Hydrated: the submit is the form's own (no page load), with what was typed.
  await page.waitForFunction(() => {
    const form = document.querySelector('.block-newsletter__form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: /subscribed/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(problems.list).toEqual([]);
});
