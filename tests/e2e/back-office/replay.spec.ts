import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { replayFile } from '../../../scripts/replay.ts';
import { ask } from '../support/cart-request.ts';
import { test, expect } from '../support/fixtures.ts';
import { startOwnerServer, type OwnerServer } from '../support/owner-server.ts';

// A tester's loop (issue 13): record a cart flow in Chromium with ?record, download the log,
// replay it headlessly, open it in /_inspector (admins only in production) with the network off,
// and step through it watching the highlighted state follow.
const admin = { email: 'inspector-admin@example.fr', password: 'Inspector-e2e-1' };
const recorded = path.join(process.cwd(), 'test-results', 'replay', 'cart-recorded.json');
let server: OwnerServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startOwnerServer({ script: 'start', offset: 37, env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
});
test.afterAll(async () => {
  await server?.stop();
});

const scripts = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
};

test('a visitor without ?record downloads none of the recorder', async ({ page, problems }) => {
  const urls = scripts(page);
  await page.goto(server.url('domaine', '/'));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await ask(page, { type: 'add', idProduct: 1, idDeclination: 101, quantity: 1, productType: 'WINE' })).toEqual({ ok: true });
  await expect(page.locator('.cart-button__count')).toHaveText('1');
  expect(urls.filter((url) => /recorder|download-log/.test(url))).toEqual([]);
  await expect(page.getByRole('complementary', { name: 'Enregistreur des parcours' })).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

test('records a cart flow with ?record, across a navigation and a reload, and downloads the log', async ({ page, problems }) => {
  const urls = scripts(page);
  await page.goto(server.url('domaine', '/?record'));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  const bar = page.getByRole('complementary', { name: 'Enregistreur des parcours' });
  await expect(bar).toContainText('Enregistrement des machines en cours');
  expect(await ask(page, { type: 'add', idProduct: 1, idDeclination: 101, quantity: 6, productType: 'WINE' })).toEqual({ ok: true });
  await expect(page.locator('.cart-button__count')).toHaveText('6');
  expect(urls.some((url) => url.includes('session-recorder'))).toBe(true);

  // the drawer's "Voir le panier" to /cart, a quantity changed there, then a reload: still recording
  await page.getByRole('link', { name: /^Panier, \d+ article/ }).click();
  await page.getByRole('dialog', { name: 'Votre panier' }).getByRole('link', { name: 'Voir le panier' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.locator('main').getByLabel('Quantité').selectOption('12');
  await expect(page.locator('.cart-button__count')).toHaveText('12');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(bar).toBeVisible();
  await page.locator('main').getByRole('button', { name: /^Retirer/ }).first().click();
  await expect(page.locator('main').getByText('Votre panier est vide.')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), bar.getByRole('button', { name: 'Télécharger le journal' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^vitrine-log-.*\.json$/);
  mkdirSync(path.dirname(recorded), { recursive: true });
  await download.saveAs(recorded);
  const log = JSON.parse(readFileSync(recorded, 'utf8')) as { actors: { key: string; machine: string; page: string }[]; steps: { actor: string; event: { type: string }; state: unknown }[] };
  expect(log.actors.filter((actor) => actor.machine === 'cart').map((actor) => actor.page)).toEqual(expect.arrayContaining(['/', '/cart']));
  const carts = new Set(log.actors.filter((actor) => actor.machine === 'cart').map((actor) => actor.key));
  const cartSteps = log.steps.filter((step) => carts.has(step.actor));
  expect(cartSteps.map((step) => step.event.type)).toEqual(expect.arrayContaining(['add', 'set-quantity', 'remove', 'xstate.done.actor.0.cart.loading', 'xstate.done.actor.0.cart.removing']));
  expect(cartSteps.at(-1)!.state).toBe('ready');

  // npm run replay reaches the same states, the last one included
  const { report, text } = await replayFile(recorded);
  expect(report.ok, text).toBe(true);
  expect(text).toMatch(/OK: \d+ actor\(s\) reached their recorded states/);
  writeFileSync(recorded.replace(/\.json$/, '.replay.txt'), text);
  expect(problems.list).toEqual([]);
});

test('/_inspector: 404 to a visitor; an admin opens the log offline and steps through it', async ({ page, context, problems }) => {
  problems.allow(/status of 404/);
  expect((await page.goto(server.url('domaine', '/_inspector')))?.status()).toBe(404);
  await page.goto(server.url('domaine', '/'));
  const status = await page.evaluate(async (credentials) => (await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', idSite: '88' }, body: JSON.stringify(credentials) })).status, admin);
  expect(status).toBe(200);
  expect((await page.goto(server.url('domaine', '/_inspector?lang=fr')))?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-inspector-ready', 'true');
  // Its stylesheet is linked and loads under the production build (issue 36: it was built, never linked).
  const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(sheets).toEqual([expect.stringMatching(/\/_inspector\/assets\/style-[\w-]+\.css$/)]);
  const sheet = await page.evaluate(async (href) => { const answer = await fetch(href); return [answer.status, answer.headers.get('content-type')]; }, sheets[0]!);
  expect(sheet).toEqual([200, expect.stringMatching(/^text\/css/)]);

  // no network from here on
  const after: string[] = [];
  page.on('request', (request) => after.push(request.url()));
  await context.setOffline(true);
  await page.getByLabel('Fichier du journal (JSON)').setInputFiles(recorded);
  await expect(page.getByRole('status').filter({ hasText: 'Rejeu conforme' })).toBeVisible();
  await page.getByRole('button', { name: /^cart · page \/cart/ }).last().click();

  const chart = page.getByRole('img', { name: /^Diagramme d’états de cart/ });
  const active = chart.locator('[data-active] text');
  const timeline = page.getByRole('list', { name: 'Chronologie des événements' });
  const stateOf = async (item: ReturnType<Page['locator']>) => ((await item.innerText()).split('→')[1] ?? '').replace(/✗.*|\(.*/s, '').trim();
  const initial = await stateOf(timeline.getByRole('listitem').first());
  await expect(active).toHaveText([initial]);
  // Styled, the chart scrolls inside its panel and the page keeps to the window, its boxes white
  // (unstyled, the page was 4,448 px wide with black blobs).
  const width = page.viewportSize()!.width;
  expect((await page.locator('.inspector-chart-panel').boundingBox())!.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await chart.locator('.inspector-state:not(.is-active) rect').first().evaluate((rect) => getComputedStyle(rect).fill)).toBe('rgb(255, 255, 255)');
  const steps = await timeline.getByRole('listitem').count();
  expect(steps).toBeGreaterThan(3);
  const seen: string[] = [];
  for (let i = 1; i < steps; i++) {
    await page.getByRole('button', { name: 'Suivant ▶' }).click();
    const current = timeline.locator('[aria-current="step"]');
    await expect(current).toContainText(`${i} `);
    const state = await stateOf(current);
    await expect(active).toHaveText([state]);
    await expect(page.getByText(`Étape ${i} sur ${steps - 1}`)).toBeVisible();
    seen.push(state);
  }
  expect(seen.at(-1)).toBe('ready');
  expect(new Set(seen).size).toBeGreaterThan(1);
  // back, and a jump to the start with the keyboard's arrows
  await page.getByRole('button', { name: '◀ Précédent' }).click();
  await expect(timeline.locator('[aria-current="step"]')).toContainText(`${steps - 2} `);
  await page.keyboard.press('ArrowLeft');
  await expect(timeline.locator('[aria-current="step"]')).toContainText(`${steps - 3} `);
  await timeline.getByRole('button').first().click();
  await expect(active).toHaveText([initial]);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  mkdirSync(path.join(process.cwd(), 'test-results', 'replay'), { recursive: true });
  await page.getByRole('button', { name: 'Suivant ▶' }).click();
  await page.getByRole('button', { name: 'Suivant ▶' }).click();
  await page.screenshot({ path: path.join(process.cwd(), 'test-results', 'replay', 'inspector.png'), fullPage: true });
  expect(after.filter((url) => !url.startsWith('blob:') && !url.startsWith('data:'))).toEqual([]);
  await context.setOffline(false);
  expect(problems.list).toEqual([]);
});
