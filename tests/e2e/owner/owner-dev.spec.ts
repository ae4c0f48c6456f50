import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/fixtures.ts';
import { startOwnerServer, type OwnerServer } from '../support/owner-server.ts';

// `npm run dev` while a site owner edits site-configs/: the open page refreshes by itself, and an
// invalid file shows an overlay with the messages of `npm run validate`. Own server, own copy.
let server: OwnerServer;
const homeFile = () => path.join(server.siteConfigs, 'autocars/components/home.json');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startOwnerServer({ script: 'dev', offset: 22 });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Opens the home page and waits until it listens to the server's reload events. */
async function openHome(page: import('@playwright/test').Page, _problems: { allow(pattern: RegExp): void }) {
  const listening = page.waitForResponse((response) => response.url().endsWith('/_dev/events'));
  await page.goto(server.url('autocars', '/'));
  await listening;
}

test('the open page refreshes by itself when a page title is saved', async ({ page, problems }) => {
  test.setTimeout(90_000);
  await openHome(page, problems);
  const home = JSON.parse(readFileSync(homeFile(), 'utf8'));
  home.config.title.fr = 'Titre rechargé tout seul';
  writeFileSync(homeFile(), JSON.stringify(home, null, 2));
  await expect(page).toHaveTitle(/^Titre rechargé tout seul/, { timeout: 15_000 });
  expect(problems.list).toEqual([]);
});

test('an invalid file shows the validate messages in an overlay that Escape closes', async ({ page, problems }) => {
  test.setTimeout(90_000);
  await openHome(page, problems);
  const good = readFileSync(homeFile(), 'utf8');
  writeFileSync(homeFile(), good.replace('"slug": "home"', '"slug": 42'));
  try {
    const overlay = page.getByRole('alert').filter({ hasText: 'Configuration invalide' });
    await expect(overlay).toBeVisible({ timeout: 15_000 });
    await expect(overlay).toContainText(/autocars\/components\/home\.json:\d+:\d+ {2}\/slug {2}\S/);
    await expect(page).toHaveTitle(/^Titre rechargé tout seul/);
    await expect(overlay.getByRole('button', { name: 'Fermer' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
  } finally {
    writeFileSync(homeFile(), good);
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Configuration invalide' })).toBeHidden();
  expect(problems.list).toEqual([]);
});
