import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, watch } from '../support/fixtures.ts';
import { startOwnerServer, type OwnerServer } from '../support/owner-server.ts';

// Several editors at once (issue 34, item 3): two browser contexts on the home page of the wine
// estate. Each sees the other; a save over a draft the other changed merges (different blocks),
// the same field changed by both opens the dialog where the owner chooses. Real server, real
// database, real Chromium.
const admin = { email: 'editor-several@example.fr', password: 'Editor-several-e2e-password-1' };
let server: OwnerServer;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnerServer({ script: 'start', offset: 62, env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
});
test.afterAll(async () => {
  await server?.stop();
});

async function openEditor(browser: Browser, problems: string[]): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // The merge's 409 (fields changed by both) is expected: the dialog is the answer to it.
  watch(page, (text) => {
    if (!/status of 409/.test(text)) problems.push(text);
  });
  await page.goto(server.url('domaine', '/'));
  const status = await page.evaluate(async (body) => (await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', idSite: '88' }, body: JSON.stringify(body) })).status, admin);
  expect(status).toBe(200);
  await page.goto(server.url('domaine', '/admin/editor?lang=fr'));
  await expect(page.getByText('Brouillon enregistré')).toBeVisible();
  return { page, context };
}

const saved = (page: Page) => expect(page.getByText('Brouillon enregistré')).toBeVisible({ timeout: 10_000 });
const outlineItem = (page: Page, name: RegExp) => page.locator('.editor-outline').getByRole('button', { name });
const frenchTitle = (page: Page) => page.locator('.editor-form').getByRole('group', { name: /^Titre/ }).first().getByRole('textbox', { name: /Français/ });

test('two editors on one page: each sees the other, different blocks merge, the same field asks which version to keep', async ({ browser }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  const marie = await openEditor(browser, problems);
  const paul = await openEditor(browser, problems);

  // Presence: both on the home page (the same admin account here, in two browsers).
  await expect(paul.page.getByText(/modifie aussi cette page\.$/)).toBeVisible({ timeout: 15_000 });
  await expect(marie.page.getByText(/modifie aussi cette page\.$/)).toBeVisible({ timeout: 15_000 });

  // Marie changes the hero; Paul, who has not seen it, changes the first card grid: merged.
  await outlineItem(marie.page, /^Hero/).click();
  await frenchTitle(marie.page).fill('Le titre de Marie');
  await saved(marie.page);
  await outlineItem(paul.page, /^Card grid/).first().click();
  await frenchTitle(paul.page).fill('Les vins de Paul');
  await expect(paul.page.getByText('Vos modifications ont été fusionnées avec celles d’une autre personne.')).toBeVisible({ timeout: 10_000 });
  await saved(paul.page);
  await expect(outlineItem(paul.page, /^Hero/)).toContainText('Le titre de Marie');
  await expect(outlineItem(paul.page, /^Card grid/).first()).toContainText('Les vins de Paul');

  // Marie, still on the draft before Paul's write, changes the same title: the dialog shows both values.
  await outlineItem(marie.page, /^Card grid/).first().click();
  await frenchTitle(marie.page).fill('Les vins de Marie');
  const dialog = marie.page.getByRole('dialog', { name: 'Modifié par deux personnes' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  const field = dialog.getByRole('group', { name: 'Page « Accueil » › Card grid › Titre (français)' });
  await expect(field.getByRole('radio', { name: 'Votre version : Les vins de Marie' })).toBeVisible();
  await expect(field.getByRole('radio', { name: 'L’autre version (déjà enregistrée) : Les vins de Paul' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Garder ces versions' })).toBeDisabled();
  await marie.page.screenshot({ path: 'test-results/editor-several-dialog-fr-1280.png' });
  await field.getByRole('radio', { name: /^Votre version/ }).check();
  await dialog.getByRole('button', { name: 'Garder ces versions' }).click();
  await expect(dialog).toBeHidden();
  await saved(marie.page);

  // Nothing lost: Paul, reloading, sees Marie's hero and Marie's chosen title.
  await paul.page.reload();
  await expect(outlineItem(paul.page, /^Hero/)).toContainText('Le titre de Marie');
  await expect(outlineItem(paul.page, /^Card grid/).first()).toContainText('Les vins de Marie');

  // Paul leaves: Marie's notice goes at her next renewal.
  await paul.context.close();
  await expect(marie.page.getByText(/modifie aussi cette page\.$/)).toBeHidden({ timeout: 15_000 });
  await marie.context.close();
  expect(problems).toEqual([]);
});
