import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { startOwnerServer, type OwnerServer } from '../support/owner-server.ts';
import type { Lang } from '../../../rules/locale.ts';

// Issue 34, items 1 and 7 in real Chromium: three publications with messages, the history lists
// them, compares two in plain words, restores the first (the public page shows it again), and the
// activity log says so — on a production server of its own (a temp copy of site-configs/).
const admin = { email: 'claire@example.fr', password: 'History-e2e-password-1' };
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
let server: OwnerServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Far from the offsets of the other specs (21–60): a port another suite's server holds would answer for ours.
  server = await startOwnerServer({ script: 'start', offset: 700, env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
});
test.afterAll(async () => {
  await server?.stop();
});

async function openEditor(page: Page, lang: Lang = 'fr'): Promise<void> {
  await page.goto(server.url('domaine', '/'), { waitUntil: 'domcontentloaded', timeout: 60_000 });
  const status = await page.evaluate(async (body) => (await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', idSite: '88' }, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) })).status, admin);
  expect(status).toBe(200);
  await page.goto(server.url('domaine', `/admin/editor?lang=${lang}`), { waitUntil: 'domcontentloaded', timeout: 60_000 });
  await expect(page.getByText(lang === 'fr' ? 'Brouillon enregistré' : 'Draft saved')).toBeVisible();
}

async function servedHeading(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The document is enough (not its pictures): the image pipeline can be slow on a loaded machine.
  await page.goto(server.url('domaine', '/'), { waitUntil: 'domcontentloaded', timeout: 60_000 });
  const text = await page.getByRole('heading', { level: 1 }).innerText({ timeout: 15_000 });
  await context.close();
  return text;
}

async function expectNoAxeViolation(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(wcag).exclude('iframe').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** Sets the home hero's French title and publishes it with `message`. */
async function publishTitle(page: Page, title: string, message: string): Promise<void> {
  await page.locator('.editor-outline').getByRole('button', { name: /^Hero/ }).click({ timeout: 15_000 });
  const titleBox = page.locator('.editor-form').getByRole('group', { name: /^Titre/ }).getByRole('textbox', { name: /Français/ });
  // Typed right after the previous publish, while the editor reads its draft back: the title holds (issue 34's race).
  await titleBox.fill(title, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Publier', exact: true })).toBeEnabled({ timeout: 15_000 });
  await expect(titleBox).toHaveValue(title);
  await expect(page.getByText('Brouillon enregistré')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('textbox', { name: 'Message de publication (facultatif)' }).fill(message, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Publier', exact: true }).click({ timeout: 15_000 });
  await expect(page.getByText(/Publié : la nouvelle version .* est en ligne/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Message de publication (facultatif)' })).toHaveValue('');
}

test.describe('history and rollback (issue 34, item 1)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Three publications and a rollback, each saved, validated and served: more than the default minute on a loaded machine.
  test.describe.configure({ timeout: 180_000 });

  test('publishes three versions, compares the first with the live one, rolls back to the first: the public page shows it again', async ({ page, browser }) => {
    await openEditor(page);
    await publishTitle(page, 'Première version du titre', 'Offre de printemps');
    await publishTitle(page, 'Deuxième version du titre', 'Correction');
    await publishTitle(page, 'Troisième version du titre', 'Offre d’été');
    expect(await servedHeading(browser)).toBe('Troisième version du titre');

    await page.getByRole('button', { name: 'Historique', exact: true }).click();
    const history = page.getByRole('dialog', { name: 'Historique' });
    const items = history.locator('.history-list > li');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('« Offre d’été »');
    await expect(items.nth(0)).toContainText('En ligne');
    await expect(items.nth(0)).toContainText(`par ${admin.email}`);
    await expect(items.nth(0)).toContainText('Pages modifiées : Accueil');
    await expect(items.nth(2)).toContainText('« Offre de printemps »');
    await expectNoAxeViolation(page);

    await items.nth(2).getByRole('button', { name: /^Comparer avec la version en ligne/ }).click();
    const diff = history.locator('.history-diff');
    await expect(diff.getByRole('heading', { level: 4, name: 'Page « Accueil »' })).toBeVisible();
    await expect(diff).toContainText('Bloc « Hero » modifié');
    await expect(diff).toContainText('Title (français) : « Première version du titre » devient « Troisième version du titre »');
    await expect(diff).not.toContainText('{');
    await expect(page.getByRole('heading', { level: 3, name: /^Du .* au / })).toBeFocused();
    await expectNoAxeViolation(page);

    await items.nth(2).getByRole('button', { name: /^Rétablir cette version/ }).click();
    await expect(history.getByText(/^Rétablir la version du .* \? Elle sera publiée comme une nouvelle version/)).toBeVisible();
    await history.locator('.history-confirm').getByRole('button', { name: 'Rétablir cette version' }).click();
    await expect(history.getByRole('status')).toHaveText(/^La version du .* est de nouveau publiée$/, { timeout: 20_000 });
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toContainText(/Retour à la version du /);
    await expect(items.nth(0)).toContainText('En ligne');
    expect(await servedHeading(browser)).toBe('Première version du titre');
    await page.screenshot({ path: test.info().outputPath('history-fr-1280.png') });
    await history.getByRole('button', { name: 'Fermer', exact: true }).click();

    // The editor reads the restored version: its hero shows the first title again.
    await page.locator('.editor-outline').getByRole('button', { name: /^Hero/ }).click({ timeout: 15_000 });
    await expect(page.locator('.editor-form').getByRole('group', { name: /^Titre/ }).getByRole('textbox', { name: /Français/ })).toHaveValue('Première version du titre');
  });

  test('the activity log says who published and who restored which version, in plain words', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Journal d’activité', exact: true }).click();
    const log = page.getByRole('dialog', { name: 'Journal d’activité' });
    const lines = log.locator('.activity-list > li');
    await expect(lines).toHaveCount(4);
    await expect(lines.nth(0)).toContainText(new RegExp(`${admin.email} a rétabli la version du \\d+ \\S+ \\d{4}`));
    await expect(lines.nth(1)).toContainText(`${admin.email} a publié la page « Accueil »`);
    await expectNoAxeViolation(page);
    await page.screenshot({ path: test.info().outputPath('activity-fr-1280.png') });
  });
});

for (const width of [1280, 1024] as const) {
  test.describe(`at ${width} px in English`, () => {
    test.use({ viewport: { width, height: 900 } });
    test('the history and the activity log read in English, by keyboard, and axe finds nothing', async ({ page }) => {
      await openEditor(page, 'en');
      await page.getByRole('button', { name: 'History', exact: true }).focus();
      await page.keyboard.press('Enter');
      const history = page.getByRole('dialog', { name: 'History' });
      await expect(history.locator('.history-list > li').first()).toContainText('Live');
      await expect(history.locator('.history-list > li').first()).toContainText(/Back to the version of /);
      await history.getByRole('button', { name: 'Compare', exact: true }).click();
      await expect(history.locator('.history-diff')).toContainText('Title (French): “Troisième version du titre” becomes “Première version du titre”');
      await expectNoAxeViolation(page);
      await page.screenshot({ path: test.info().outputPath(`history-en-${width}.png`) });
      await page.keyboard.press('Escape');
      await expect(history).toBeHidden();
      await page.getByRole('button', { name: 'Activity log', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Activity log' }).locator('.activity-list > li').first()).toContainText(`${admin.email} restored the version of`);
      await expectNoAxeViolation(page);
      await page.screenshot({ path: test.info().outputPath(`activity-en-${width}.png`) });
    });
  });
}
