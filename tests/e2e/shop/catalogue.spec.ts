import { test, expect } from '../support/fixtures.ts';
import { allBlockTypes } from '../../../blocks/block-list.ts';
import { startOwnerServer, type OwnerServer } from '../support/owner-server.ts';

// The block catalogue of a production server: hidden (404) from visitors, shown to an
// administrator with every registered block, in both languages and at three widths. Blocks that
// load data show the site's data: a block whose example names content of the other demo site
// (a news item of domaine, a vehicle of autocars) must render there.
const admin = { email: 'catalogue-admin@example.fr', password: 'Catalogue-e2e-1' };
const types = [...allBlockTypes()];
let server: OwnerServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startOwnerServer({ script: 'start', offset: 23, env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
});
test.afterAll(async () => {
  await server?.stop();
});

test('answers 404 to a visitor who is not an administrator', async ({ page, problems }) => {
  problems.allow(/status of 404/);
  for (const path of ['/_blocks', '/_blocks/hero', '/_blocks/hero?lang=fr&frame=1']) {
    const response = await page.goto(server.url('autocars', path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('Catalogue des blocs')).toHaveCount(0);
  }
});

test('shows every block to an administrator, with its props table and six frames, without a console error', async ({ page, problems }) => {
  test.setTimeout(180_000);
  const missing = new Set<string>();
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().resourceType() !== 'document') missing.add(new URL(response.url()).pathname);
  });
  for (const [site, idSite] of [['domaine', '88'], ['autocars', '87']] as const) {
    await page.goto(server.url(site, '/'));
    const status = await page.evaluate(async ({ credentials, id }) => {
      const login = await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', idSite: id }, body: JSON.stringify(credentials) });
      return login.status;
    }, { credentials: admin, id: idSite });
    expect(status, site).toBe(200);
  }
  const response = await page.goto(server.url('autocars', '/_blocks'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue des blocs' })).toBeVisible();
  const broken: string[] = [];
  for (const type of types) {
    const section = page.locator(`section#${type}`);
    await expect(section.getByRole('heading', { level: 2, name: type })).toBeVisible();
    await expect(section.locator('table th[scope="row"]').first()).toBeVisible();
    const frames = section.locator('iframe');
    await expect(frames).toHaveCount(6);
    for (let i = 0; i < 6; i++) {
      await frames.nth(i).scrollIntoViewIfNeeded();
      const frame = frames.nth(i).contentFrame();
      await expect(frame.locator('main.vitrine-page')).toBeAttached({ timeout: 15_000 });
      const problem = frame.locator('[data-block-problem]');
      if ((await problem.count()) > 0) broken.push(`${type} (frame ${i + 1}): ${await problem.first().innerText()}`);
    }
  }
  const widths = await page.locator('section#hero iframe').evaluateAll((frames) => frames.map((frame) => frame.getBoundingClientRect().width));
  expect(widths.map(Math.round)).toEqual([360, 768, 1280, 360, 768, 1280].map((w) => w + 2));
  for (const type of new Set(broken.map((line) => line.split(' ')[0]!))) {
    let renders = true;
    for (const lang of ['fr', 'en']) {
      const response = await page.goto(server.url('domaine', `/_blocks/${type}?lang=${lang}&frame=1`));
      renders &&= response?.status() === 200 && (await page.locator('[data-block-problem]').count()) === 0;
    }
    if (renders) broken.splice(0, broken.length, ...broken.filter((line) => !line.startsWith(`${type} `)));
  }
  expect(broken, 'blocks whose example props render on neither demo site').toEqual([]);
  expect([...missing].sort(), 'files that block examples point to and that do not exist').toEqual([]);
  expect(problems.list).toEqual([]);
});
