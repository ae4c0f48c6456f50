import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/fixtures.ts';
import { startOwnerServer, type OwnerServer } from '../support/owner-server.ts';

// Site owners edit site-configs/ while `npm start` runs: their changes are served without a
// restart, an invalid file leaves the last good version online, and a new site is served at once.
// The server reads its own copy of site-configs/, never the real folder.
let server: OwnerServer;
const homeFile = () => path.join(server.siteConfigs, 'autocars/components/home.json');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startOwnerServer({ script: 'start', offset: 21 });
});
test.afterAll(async () => {
  await server?.stop();
});

function setHomeTitle(title: string): void {
  const home = JSON.parse(readFileSync(homeFile(), 'utf8'));
  home.config.title.fr = title;
  writeFileSync(homeFile(), JSON.stringify(home, null, 2));
}

test('a saved page title is on the page at the next load, with no restart', async ({ page, problems }) => {
  await page.goto(server.url('autocars', '/'));
  await expect(page).not.toHaveTitle(/Nouveau titre de l’accueil/);
  setHomeTitle('Nouveau titre de l’accueil');
  await expect(async () => {
    await page.reload();
    await expect(page).toHaveTitle(/^Nouveau titre de l’accueil/, { timeout: 200 });
  }).toPass({ timeout: 5000 });
  expect(problems.list).toEqual([]);
});

test('an invalid file leaves the last good version online and is logged once', async ({ page }) => {
  setHomeTitle('Dernière version valide');
  await expect(async () => {
    await page.goto(server.url('autocars', '/'));
    await expect(page).toHaveTitle(/^Dernière version valide/, { timeout: 200 });
  }).toPass({ timeout: 5000 });
  const good = readFileSync(homeFile(), 'utf8');
  const broken = good.replace('"slug": "home"', '"slug": 42');
  writeFileSync(homeFile(), broken);
  await page.waitForTimeout(600);
  writeFileSync(homeFile(), `${broken}\n`);
  await page.waitForTimeout(600);
  const response = await page.goto(server.url('autocars', '/'));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Dernière version valide/);
  const logged = server.output().split('\n').filter((line) => line.includes('autocars/components/home.json') && line.includes('/slug'));
  expect(logged).toHaveLength(1);
  writeFileSync(homeFile(), good);
});

test('npm run new-site serves the new site at <name>.localhost with status 200', async ({ page, problems }) => {
  execFileSync('npx', ['tsx', 'scripts/new-site.ts', 'fromagerie', '--root', server.siteConfigs], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: String(server.port) },
    stdio: 'pipe',
  });
  let status = 0;
  await expect(async () => {
    const response = await page.goto(server.url('fromagerie', '/'));
    status = response?.status() ?? 0;
    expect(status).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr', { timeout: 200 });
    await expect(page).not.toHaveTitle(/Autocars/i, { timeout: 200 });
  }).toPass({ timeout: 5000 });
  expect((await page.goto(server.url('fromagerie', '/en')))?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(problems.list).toEqual([]);
});
