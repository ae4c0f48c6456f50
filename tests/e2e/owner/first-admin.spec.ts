import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/fixtures.ts';
import { startOwnerServer, type OwnerServer } from '../support/owner-server.ts';

// A new owner's first start (issue 33, item 11; decision 0047): `npm start` on a fresh data
// folder, without ADMIN_EMAIL, prints a one-time setup link per site; the owner follows it,
// chooses an e-mail and a password, and reaches /admin signed in; the link then works no more.
let server: OwnerServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startOwnerServer({ script: 'start', offset: 25, env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

const linkOf = (site: string): string => {
  const found = new RegExp(`http://${site}\\.localhost:${server.port}/admin/setup\\?token=[A-Za-z0-9_-]{43}`).exec(server.output());
  expect(found, `no setup link for ${site} in:\n${server.output()}`).not.toBeNull();
  return found![0];
};

test('the link printed by npm start creates the admin, who reaches /admin; the link works once', async ({ page, problems }) => {
  const link = linkOf('autocars');
  linkOf('domaine');
  expect(server.output().match(/autocars has no administrator yet/g)).toHaveLength(1);

  // The panel before the setup (404), then the spent and forged links (410, 400): documents answered as such.
  problems.allow(/status of (404|410|400) /);
  const panel = await page.goto(server.url('autocars', '/admin'));
  expect(panel?.status()).toBe(404);

  const opened = await page.goto(link);
  expect(opened?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer le compte administrateur');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

  await page.getByLabel('Adresse e-mail').fill('proprietaire@example.fr');
  await page.getByLabel('Mot de passe').fill('Un-mot-de-passe-solide-1');
  await Promise.all([
    page.waitForURL(server.url('autocars', '/admin'), { timeout: 20_000 }),
    page.getByRole('button', { name: 'Créer le compte et me connecter' }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pages et mises en page');

  const again = await page.goto(link);
  expect(again?.status()).toBe(410);
  await expect(page.getByRole('alert')).toContainText('Ce lien de création a déjà servi');
  await expect(page.locator('form')).toHaveCount(0);
  const english = await page.goto(link.replace('/admin/setup', '/en/admin/setup'));
  expect(english?.status()).toBe(410);
  await expect(page.getByRole('alert')).toContainText('This setup link has already been used');

  const forged = await page.goto(server.url('domaine', '/en/admin/setup?token=forged'));
  expect(forged?.status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('This setup link is not valid');
  expect(problems.list).toEqual([]);
});
