import { test, expect } from '../support/fixtures.ts';
import { runMarker, storedRows } from '../support/content-db.ts';

// The wine site's content areas: blog folders and breadcrumb, news pagination with and without
// JavaScript, an album opening the fullscreen slider, and registration to a cellar workshop.

const port = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3199').port;
const domaine = (path: string) => `http://domaine.localhost:${port}${path}`;

test('the blog goes down through its folders and back up by the breadcrumb', async ({ page, problems }) => {
  await page.goto(domaine('/blog'));
  const blog = page.locator('.block-blog');
  await blog.getByRole('link', { name: /À table/ }).click();
  await expect(page).toHaveURL(/\/blog\?folder=1$/);
  await expect(blog.getByRole('heading', { level: 2, name: 'À table' })).toBeVisible();
  await blog.getByRole('link', { name: /Recettes/ }).click();
  await expect(page).toHaveURL(/\/blog\?folder=2$/);
  const trail = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(trail.getByRole('listitem')).toHaveText(['Accueil', 'Blog', 'À table', 'Recettes']);

  await blog.getByRole('link', { name: /Le beurre blanc nantais/ }).click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le beurre blanc nantais de notre grand-mère');
  await expect(page).toHaveTitle(/Le beurre blanc nantais de notre grand-mère/);
  const articleTrail = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(articleTrail.getByRole('listitem')).toHaveText(['Accueil', 'Blog', 'À table', 'Recettes', 'Le beurre blanc nantais de notre grand-mère']);
  await expect(articleTrail.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
  await articleTrail.getByRole('link', { name: 'À table' }).click();
  await expect(page).toHaveURL(/\/blog\?folder=1$/);
  await expect(blog.getByRole('heading', { level: 2, name: 'À table' })).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('a blog article leads to the same article in English', async ({ page, problems }) => {
  await page.goto(domaine('/blog/x/2'));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  const english = await page.locator('a.language-switch__link[hreflang="en"]').first().getAttribute('href');
  expect(english).toMatch(/^\/en\/blog\/[a-z0-9-]+\/2$/);
  await page.goto(domaine(english!));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Le beurre blanc nantais de notre grand-mère');
  expect(problems.list).toEqual([]);
});

const oldest = 'Mise en bouteille du millésime 2024';

test('the news list pages with JavaScript, without reloading the page', async ({ page, problems }) => {
  await page.goto(domaine('/actualites'));
  const list = page.locator('.block-news-list');
  await expect(list.getByRole('link', { name: oldest })).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await list.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(/\/actualites\?page=2$/);
  await expect(list.getByRole('link', { name: oldest }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await list.getByRole('link', { name: 'Page 1 sur 2' }).click();
  await expect(page).toHaveURL(/\/actualites(\?page=1)?$/);
  await expect(list.getByRole('link', { name: oldest })).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the news list pages through plain links', async ({ page, problems }) => {
    // With JavaScript off, Chromium refuses the page's module scripts and preloads (reported as "csp").
    problems.allow(/ csp$/);
    await page.goto(domaine('/en/news'));
    const list = page.locator('.block-news-list');
    await list.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/en\/news\?page=2$/);
    await expect(list.getByRole('link', { name: 'Bottling the 2024 vintage' }).first()).toBeVisible();
    await expect(list.getByRole('link', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'page');
    expect(problems.list).toEqual([]);
  });
});

test('an album opens its photos in the fullscreen slider', async ({ page, problems }) => {
  await page.goto(domaine('/le-domaine/galerie-photos'));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.locator('.block-album-list').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/album\/[a-z0-9-]+\/\d+$/, { timeout: 15_000 });
  await page.evaluate(() => {
    window.addEventListener('vitrine:slider-open', (event) => {
      (window as unknown as { opened: unknown }).opened = (event as CustomEvent).detail;
    });
  });
  const first = page.locator('.block-album__button').first();
  await first.click();
  const opened = await page.evaluate(() => (window as unknown as { opened?: { index: number; items: { src: string; type: string }[] } }).opened);
  expect(opened?.index).toBe(0);
  expect(opened?.items.length).toBe(await page.locator('.block-album__button').count());
  expect(opened?.items.every((item) => item.type === 'image' || item.type === 'video')).toBe(true);
  const slider = page.getByRole('dialog');
  await expect(slider).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(slider).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

test('a visitor registers for a cellar workshop', async ({ page, problems }) => {
  const email = `${runMarker('atelier')}@example.fr`;
  await page.goto(domaine('/visites-et-degustations'));
  await page.locator('.block-element-list').getByRole('link', { name: /Atelier assemblage/ }).first().click();
  await expect(page).toHaveURL(/\/atelier\/atelier-assemblage\/1$/);
  await expect(page).toHaveTitle(/Atelier assemblage/);
  await page.waitForLoadState('networkidle');
  const form = page.locator('.block-element-detail__form');
  await form.getByLabel('Nom et prénom').fill('Inès Caron');
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Nombre de places').fill('2');
  await form.getByRole('button', { name: 'Je m’inscris' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Votre inscription est enregistrée/ })).toBeVisible();
  const rows = storedRows<{ route: string; elementId: number; seats: number }>(
    'SELECT route, elementId, seats FROM elementRegistrations WHERE idSite = 88 AND email = ?',
    email,
  );
  expect(rows).toEqual([{ route: 'atelier', elementId: 1, seats: 2 }]);
  expect(problems.list).toEqual([]);
});
