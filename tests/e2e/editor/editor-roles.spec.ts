import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { startOwnerServer, type OwnerServer } from '../support/owner-server.ts';

// Roles in the owners' editor (issue 34, item 5; decision 0067), in real Chromium on a production
// server of its own: an owner invites an editor from "Personnes", the editor opens the link of the
// mail (the server's mail sink: no SMTP_URL, `$DATA_DIR/mail`), chooses a password, edits a title,
// and cannot publish — no Publish button, and the API answers 403.
const owner = { email: 'roles-owner@example.fr', password: 'Roles-e2e-password-1' };
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
let server: OwnerServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnerServer({ script: 'start', offset: 63, env: { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password } });
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto(server.url('domaine', '/'));
  const status = await page.evaluate(async (body) => (await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', idSite: '88' }, body: JSON.stringify(body) })).status, who);
  expect(status).toBe(200);
}

/** The newest mail the server's sink holds for `to` (each mail a `<n>.json` summary beside its .eml). */
async function mailTo(to: string): Promise<{ subject: string; text: string }> {
  const folder = path.join(path.dirname(server.siteConfigs), 'data', 'mail');
  let found: { subject: string; text: string } | undefined;
  await expect.poll(() => {
    let names: string[] = [];
    try {
      names = readdirSync(folder).filter((name) => /^\d+\.json$/.test(name)).sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
    } catch {
      return false;
    }
    found = names.map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as { to: string; subject: string; text: string }).filter((mail) => mail.to === to).at(-1);
    return found !== undefined;
  }, { timeout: 20_000 }).toBe(true);
  return found!;
}

async function expectNoAxeViolation(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(wcag).exclude('iframe').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

const editors = [
  { width: 1280, email: 'redactrice-1280@example.fr', password: 'Redactrice-1280-pass', title: 'Titre de la rédactrice' },
  { width: 1024, email: 'redactrice-1024@example.fr', password: 'Redactrice-1024-pass', title: 'Titre de la rédactrice (tablette)' },
] as const;

for (const one of editors) {
  test.describe(`at ${one.width} px`, () => {
    test.use({ viewport: { width: one.width, height: 900 } });

    test('an owner invites an editor, who accepts through the mailed link, edits a title and cannot publish', async ({ page, browser, problems }, testInfo) => {
      // Two browsers, a mail, three axe checks and five screenshots on a shared 2-core machine.
      test.setTimeout(180_000);
      // The owner, in a browser of their own.
      const ownerContext = await browser.newContext({ viewport: { width: one.width, height: 900 } });
      const ownerPage = await ownerContext.newPage();
      await signIn(ownerPage, owner);
      await ownerPage.goto(server.url('domaine', '/admin/editor?lang=fr'));
      await expect(ownerPage.getByRole('button', { name: 'Publier', exact: true })).toBeVisible();
      await ownerPage.getByRole('button', { name: 'Personnes', exact: true }).click();
      const dialog = ownerPage.getByRole('dialog', { name: 'Personnes' });
      await expect(dialog.getByRole('row', { name: new RegExp(owner.email) })).toContainText('Propriétaire (compte du serveur)');
      // A mistyped address is refused at its field.
      await dialog.getByLabel('Adresse e-mail').fill('pas-une-adresse');
      await dialog.getByRole('button', { name: 'Envoyer l’invitation' }).click();
      await expect(dialog.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByText('Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.')).toBeVisible();
      await dialog.getByLabel('Adresse e-mail').fill(one.email);
      await dialog.locator('form').getByRole('combobox', { name: /^Rôle/ }).selectOption('EDITOR');
      await dialog.getByRole('button', { name: 'Envoyer l’invitation' }).click();
      await expect(dialog.getByRole('status')).toHaveText(`Invitation envoyée à ${one.email} : le lien sert une fois, pendant 7 jours`);
      await expect(dialog.getByRole('listitem').filter({ hasText: one.email })).toContainText('Rédacteur');
      await expectNoAxeViolation(ownerPage);
      await ownerPage.screenshot({ path: testInfo.outputPath(`people-fr-${one.width}.png`) });

      // The editor opens the link of the mail, in another browser.
      const mail = await mailTo(one.email);
      expect(mail.subject).toMatch(/^Invitation à modifier le site/);
      const link = new URL(mail.text.match(/https?:\/\/\S+\/admin\/invitation\?token=[\w-]+/)![0]);
      await page.goto(server.url('domaine', `${link.pathname}${link.search}`));
      await expect(page.getByText('Vous êtes invité à modifier ce site comme rédacteur')).toBeVisible();
      await expect(page.getByText(one.email)).toBeVisible();
      await expectNoAxeViolation(page);
      await page.getByLabel('Mot de passe').fill(one.password);
      await page.getByRole('button', { name: 'Créer mon compte et accepter' }).click();
      await expect(page).toHaveURL(/\/admin\/editor\?lang=fr$/);
      await expect(page.getByRole('heading', { level: 1, name: /Éditeur du site/ })).toBeVisible();
      await expect(page.getByText('Brouillon enregistré')).toBeVisible();

      // No Publish button, a plain explanation instead; no People either.
      await expect(page.getByRole('button', { name: 'Publier', exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Personnes', exact: true })).toHaveCount(0);
      await expect(page.getByText('Seul un propriétaire peut publier.')).toBeVisible();
      // The editor drafts: a title changed and saved, seen in the preview.
      await page.locator('.editor-outline').getByRole('button', { name: /^Hero/ }).click();
      await page.locator('.editor-form').getByRole('group', { name: /^Titre/ }).getByRole('textbox', { name: /Français/ }).fill(one.title);
      await expect(page.getByText('Brouillon enregistré')).toBeVisible({ timeout: 10_000 });
      await page.getByRole('button', { name: 'Aperçu', exact: true }).click();
      await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText(one.title);
      await expectNoAxeViolation(page);
      await page.screenshot({ path: testInfo.outputPath(`editor-fr-${one.width}.png`) });
      await page.getByRole('combobox', { name: 'Langue de l’éditeur' }).selectOption('en');
      await expect(page.getByText('Only an owner can publish.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`editor-en-${one.width}.png`) });

      // The API refuses them publish, in their language; the admin panel is not theirs.
      problems.allow(/status of 40[34] \(/);
      const refused = await page.evaluate(async () => {
        const headers = { 'content-type': 'application/json', idSite: '88', userLang: 'en' };
        const { data } = (await (await fetch('/api/admin/editor/draft', { headers })).json()) as { data: { revision: number } };
        const response = await fetch('/api/admin/editor/publish', { method: 'POST', headers, body: JSON.stringify({ baseRevision: data.revision }) });
        return { status: response.status, message: ((await response.json()) as { message: string }).message };
      });
      expect(refused).toEqual({ status: 403, message: 'Only an owner of the site can do this: ask one of them' });
      expect((await page.goto(server.url('domaine', '/admin')))?.status()).toBe(404);

      // The owner sees the editor in the list, and the public site is unchanged.
      await dialog.getByRole('button', { name: 'Fermer' }).click();
      await ownerPage.getByRole('combobox', { name: 'Langue de l’éditeur' }).selectOption('en');
      await ownerPage.getByRole('button', { name: 'People', exact: true }).click();
      const people = ownerPage.getByRole('dialog', { name: 'People' });
      await expect(people.getByRole('combobox', { name: `Role of ${one.email}` })).toHaveValue('EDITOR');
      await expect(people.getByRole('button', { name: `Remove ${one.email}` })).toBeVisible();
      await expectNoAxeViolation(ownerPage);
      await ownerPage.screenshot({ path: testInfo.outputPath(`people-en-${one.width}.png`) });
      const visitor = await browser.newContext();
      const home = await visitor.newPage();
      await home.goto(server.url('domaine', '/'));
      await expect(home.getByRole('heading', { level: 1 })).not.toHaveText(one.title);
      await visitor.close();
      // Undone for the next width: the owner drops the draft.
      await ownerPage.evaluate(async () => {
        const headers = { 'content-type': 'application/json', idSite: '88' };
        const { data } = (await (await fetch('/api/admin/editor/draft', { headers })).json()) as { data: { revision: number } };
        await fetch('/api/admin/editor/draft', { method: 'DELETE', headers, body: JSON.stringify({ baseRevision: data.revision }) });
      });
      await ownerContext.close();
      expect(problems.list).toEqual([]);
    });
  });
}
