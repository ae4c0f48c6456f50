import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { startOwnerServer, type OwnerServer } from '../support/owner-server.ts';
import type { Lang } from '../../../rules/locale.ts';

// The owner's tasks of issue 33 (a–e) in the editor at /admin/editor, in real Chromium, on a
// production server of its own (a temp copy of site-configs/, which publishing rewrites: the
// repository's files are never touched), at 1280 px and on a 1024 px tablet. The draft is one per
// site: the tests run in order and each leaves it empty (published, or undone).
const admin = { email: 'editor-owner@example.fr', password: 'Editor-e2e-password-1' };
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
let server: OwnerServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnerServer({ script: 'start', offset: 47, env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
});
test.afterAll(async () => {
  await server?.stop();
});

async function openEditor(page: Page, lang: Lang = 'fr'): Promise<void> {
  await page.goto(server.url('domaine', '/'));
  const status = await page.evaluate(async (body) => (await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', idSite: '88' }, body: JSON.stringify(body) })).status, admin);
  expect(status).toBe(200);
  await page.goto(server.url('domaine', `/admin/editor?lang=${lang}`));
  await expect(page.getByRole('heading', { level: 1, name: lang === 'fr' ? /Éditeur du site/ : /Site editor/ })).toBeVisible();
  await expect(page.getByText(lang === 'fr' ? 'Brouillon enregistré' : 'Draft saved')).toBeVisible();
}

/** A visitor's page (another browser context: no admin cookie, no draft). */
async function visit(browser: Browser, path: string): Promise<{ status: number; text: string; page: Page; close(): Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(server.url('domaine', path));
  return { status: response?.status() ?? 0, text: await page.locator('body').innerText(), page, close: () => context.close() };
}

const saved = (page: Page) => expect(page.getByText('Brouillon enregistré')).toBeVisible({ timeout: 10_000 });
const form = (page: Page) => page.locator('.editor-form');
const outlineItem = (page: Page, name: RegExp) => page.locator('.editor-outline').getByRole('button', { name });
const bilingual = (scope: Locator, label: RegExp, lang: 'Français' | 'English') => scope.getByRole('group', { name: label }).getByRole('textbox', { name: new RegExp(lang) });

async function publish(page: Page): Promise<void> {
  await saved(page);
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await expect(page.getByText(/Publié : la nouvelle version .* est en ligne/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Rien à publier : le brouillon est identique au site en ligne.')).toBeVisible();
}

async function expectNoAxeViolation(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(wcag).exclude('iframe').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

for (const width of [1280, 1024] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const tag = width === 1280 ? '' : ' (tablette)';
    const tagEn = width === 1280 ? '' : ' (tablet)';

    test('the editor has the main controls by their names in French and English, and axe finds nothing', async ({ page }) => {
      await openEditor(page, 'en');
      for (const name of ['New page', 'Add a block', 'Preview', 'Publish', 'Undo']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
      await expectNoAxeViolation(page);
      await page.getByRole('combobox', { name: 'Editor language' }).selectOption('fr');
      for (const name of ['Nouvelle page', 'Ajouter un bloc', 'Aperçu', 'Publier', 'Annuler']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
      await outlineItem(page, /^Hero/).click();
      await expectNoAxeViolation(page);
    });

    test('a. the home hero\'s title in French and English, previewed, published, then served to visitors', async ({ page, browser }) => {
      const fr = `Trois sols, une famille${tag}`;
      const en = `Three soils, one family${tagEn}`;
      await openEditor(page);
      await outlineItem(page, /^Hero/).click();
      await bilingual(form(page), /^Titre/, 'Français').fill(fr);
      await bilingual(form(page), /^Titre/, 'English').fill(en);
      await saved(page);
      await page.getByRole('button', { name: 'Aperçu', exact: true }).click();
      await expect(page.frameLocator('iframe[title="Aperçu de la page (brouillon)"]').getByRole('heading', { level: 1 })).toHaveText(fr);
      const before = await visit(browser, '/');
      expect(before.text).not.toContain(fr);
      await before.close();
      await publish(page);
      const home = await visit(browser, '/');
      await expect(home.page.getByRole('heading', { level: 1 })).toHaveText(fr);
      await home.close();
      const english = await visit(browser, '/en');
      await expect(english.page.getByRole('heading', { level: 1 })).toHaveText(en);
      await english.close();
    });

    test('b. a new page under "Nos vins" with a product grid of boxes, in the menu, served in both languages and in the sitemap', async ({ page, browser }) => {
      const title = { fr: `Coffrets de Noël${tag}`, en: `Christmas boxes${tagEn}` };
      const slug = { fr: width === 1280 ? 'coffrets-de-noel' : 'coffrets-de-noel-tablette', en: width === 1280 ? 'christmas-boxes' : 'christmas-boxes-tablet' };
      await openEditor(page);
      await page.getByRole('button', { name: 'Nouvelle page', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouvelle page' });
      await expectNoAxeViolation(page);
      await bilingual(dialog, /^Titre/, 'Français').fill(title.fr);
      await bilingual(dialog, /^Titre/, 'English').fill(title.en);
      await expect(bilingual(dialog, /^Adresse/, 'Français')).toHaveValue(slug.fr);
      await expect(bilingual(dialog, /^Adresse/, 'English')).toHaveValue(slug.en);
      await dialog.getByRole('combobox', { name: 'Page parente' }).selectOption({ label: 'Nos vins' });
      await expect(dialog.getByRole('checkbox', { name: 'Afficher dans le menu' })).toBeChecked();
      await dialog.getByRole('button', { name: 'Créer la page' }).click();
      await expect(page.locator('.editor-pages').getByRole('button', { name: title.fr })).toHaveAttribute('aria-current', 'page');

      await page.getByRole('button', { name: 'Ajouter un bloc', exact: true }).click();
      const catalogue = page.getByRole('dialog', { name: 'Catalogue des blocs' });
      await expectNoAxeViolation(page);
      await catalogue.getByRole('button', { name: /^Product grid/ }).click();
      await catalogue.getByRole('button', { name: 'Ajouter « Product grid »' }).click();
      await expect(outlineItem(page, /^Product grid/)).toBeVisible();
      await bilingual(form(page), /^Titre/, 'Français').fill('Nos coffrets pour les fêtes');
      await bilingual(form(page), /^Titre/, 'English').fill('Our boxes for the holidays');
      await form(page).getByRole('textbox', { name: /^Type de produit/ }).fill('coffret');
      await form(page).getByRole('textbox', { name: /^Étiquette/ }).fill('');
      await publish(page);

      const fr = await visit(browser, `/nos-vins/${slug.fr}`);
      expect(fr.status).toBe(200);
      await expect(fr.page.getByRole('heading', { name: 'Nos coffrets pour les fêtes' })).toBeVisible();
      await expect(fr.page.getByRole('navigation').getByRole('link', { name: title.fr, includeHidden: true }).first()).toBeAttached();
      await fr.close();
      const en = await visit(browser, `/en/our-wines/${slug.en}`);
      expect(en.status).toBe(200);
      await expect(en.page.getByRole('heading', { name: 'Our boxes for the holidays' })).toBeVisible();
      await en.close();
      const visitor = await visit(browser, '/');
      const sitemap = await (await visitor.page.goto(server.url('domaine', '/sitemap.xml')))!.text();
      await visitor.close();
      expect(sitemap).toContain(`/nos-vins/${slug.fr}`);
      expect(sitemap).toContain(`/en/our-wines/${slug.en}`);
    });

    test('c. two blocks reordered with the keyboard, one removed, the removal undone, published', async ({ page, browser }) => {
      const path = width === 1280 ? '/le-domaine' : '/le-domaine/nos-terroirs';
      await openEditor(page);
      await page.locator('.editor-pages').getByRole('button', { name: width === 1280 ? 'Le domaine' : 'Nos terroirs', exact: true }).click();
      await expect(page.locator('.editor-pages').getByRole('button', { name: width === 1280 ? 'Le domaine' : 'Nos terroirs', exact: true })).toHaveAttribute('aria-current', 'page');
      const items = page.locator('.editor-outline .outline-select');
      const summaries = await page.locator('.editor-outline .outline-summary').allInnerTexts();
      expect(summaries.length).toBe(3);
      const last = items.nth(2);
      await last.focus();
      await page.keyboard.press('Alt+ArrowUp');
      await expect(page.getByText(/déplacé en position 2 sur 3/)).toBeAttached();
      await expect(items.nth(1)).toBeFocused();
      await expect(page.locator('.editor-outline .outline-summary')).toHaveText([summaries[0]!, summaries[2]!, summaries[1]!]);
      await page.locator('.editor-outline').getByRole('button', { name: /^Supprimer : Hero/ }).click();
      await expect(items).toHaveCount(2);
      await saved(page);
      await page.getByRole('button', { name: 'Annuler', exact: true }).click();
      await expect(items).toHaveCount(3);
      await expect(page.locator('.editor-outline .outline-summary')).toHaveText([summaries[0]!, summaries[2]!, summaries[1]!]);
      await publish(page);
      const visitor = await visit(browser, path);
      const text = visitor.text.replace(/\s+/g, ' ');
      const at = (summary: string) => text.indexOf(summary.replace(/…$/, ''));
      expect(at(summaries[0]!)).toBeGreaterThanOrEqual(0);
      expect(at(summaries[0]!)).toBeLessThan(at(summaries[2]!));
      expect(at(summaries[2]!)).toBeLessThan(at(summaries[1]!));
      await visitor.close();
    });

    test('d. three mistakes, each shown at its field; publishing refused; the public site unchanged; all undone', async ({ page, browser }) => {
      const before = await visit(browser, '/');
      const liveTitle = await before.page.getByRole('heading', { level: 1 }).innerText();
      await before.close();
      await openEditor(page);
      // 1. An empty required title.
      await outlineItem(page, /^Hero/).click();
      await bilingual(form(page), /^Titre/, 'Français').fill('');
      // 2. A link to a page that does not exist.
      const cta = form(page).getByRole('group', { name: /^Bouton/ }).first();
      await cta.getByRole('radio', { name: 'Une adresse' }).check();
      await cta.getByRole('textbox', { name: /^Adresse/ }).fill('/page-qui-n-existe-pas');
      await saved(page);
      // 3. A slug a sibling page already uses.
      await page.locator('.editor-pages').getByRole('button', { name: 'Nos engagements', exact: true }).click();
      await bilingual(form(page), /^Adresse/, 'Français').fill('notre-histoire');
      await saved(page);

      const panel = page.getByRole('region', { name: /Erreurs à corriger/ });
      // The three mistakes, and what the new slug breaks: "Le domaine" links to the page's old address.
      await expect(panel.getByRole('button')).toHaveCount(4);
      await expect(panel.getByRole('button', { name: /Le domaine.*Card grid.*le lien « \/le-domaine\/nos-engagements » ne mène à aucune page/ })).toBeVisible();
      await expect(panel.getByRole('button', { name: /déjà prise par la page sœur « Notre histoire »/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Publier', exact: true })).toBeDisabled();
      await expect(page.getByText('Publication impossible tant qu’une erreur reste à corriger.')).toBeVisible();
      await expect(bilingual(form(page), /^Adresse/, 'Français')).toHaveAttribute('aria-invalid', 'true');
      await expect(form(page).getByText(/déjà prise par la page sœur/)).toBeVisible();

      await panel.getByRole('button', { name: /Titre \(français\)/ }).click();
      await expect(bilingual(form(page), /^Titre/, 'Français')).toBeFocused();
      await expect(bilingual(form(page), /^Titre/, 'Français')).toHaveAttribute('aria-invalid', 'true');
      await panel.getByRole('button', { name: /page-qui-n-existe-pas/ }).click();
      await expect(form(page).getByRole('textbox', { name: /^Adresse/ }).first()).toBeFocused();
      await panel.getByRole('button', { name: /déjà prise/ }).click();
      await expect(bilingual(form(page), /^Adresse/, 'Français')).toBeFocused();

      // Publishing through the API is refused too, and nothing changed for visitors.
      const refused = await page.evaluate(async () => {
        const status = await (await fetch('/api/admin/editor/status', { headers: { idSite: '88' } })).json() as { data: { revision: number } };
        return (await fetch('/api/admin/editor/publish', { method: 'POST', headers: { idSite: '88', 'content-type': 'application/json' }, body: JSON.stringify({ baseRevision: status.data.revision }) })).status;
      });
      expect(refused).toBe(422);
      const after = await visit(browser, '/');
      await expect(after.page.getByRole('heading', { level: 1 })).toHaveText(liveTitle);
      await after.close();

      // Undo everything: the draft is the live site again.
      await page.locator('.editor-outline, .editor-pages').first().focus();
      for (let i = 0; i < 5 && (await page.getByRole('button', { name: 'Annuler', exact: true }).isEnabled()); i += 1) {
        await page.getByRole('button', { name: 'Annuler', exact: true }).click();
      }
      await saved(page);
      await expect(page.getByText('Rien à publier : le brouillon est identique au site en ligne.')).toBeVisible();
      await expect(page.getByRole('region', { name: /Erreurs à corriger/ })).toHaveCount(0);
    });

    test('e. deleting a page that others link to lists those links first', async ({ page }) => {
      await openEditor(page);
      await page.locator('.editor-pages').getByRole('button', { name: 'Contact', exact: true }).click();
      await expect(page.locator('.editor-right').getByText(/Ces pages et blocs ont un lien vers/)).toBeVisible();
      await form(page).getByRole('button', { name: 'Supprimer la page' }).click();
      const dialog = page.getByRole('dialog', { name: 'Supprimer la page' });
      await expectNoAxeViolation(page);
      await expect(dialog.getByText(/Ces pages et blocs ont un lien vers « Nous contacter/)).toBeVisible();
      await expect(dialog.getByRole('listitem').first()).toBeVisible();
      expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(0);
      await dialog.getByRole('button', { name: /^Supprimer « / }).click();
      await expect(page.locator('.editor-pages').getByRole('button', { name: 'Contact', exact: true })).toHaveCount(0);
      await expect(page.getByRole('region', { name: /Erreurs à corriger/ })).toBeVisible({ timeout: 10_000 });
      await page.getByRole('button', { name: 'Annuler', exact: true }).click();
      await expect(page.locator('.editor-pages').getByRole('button', { name: 'Contact', exact: true })).toBeVisible();
      await saved(page);
      await expect(page.getByText('Rien à publier : le brouillon est identique au site en ligne.')).toBeVisible();
    });
  });
}

test('a page changed on the live site while it is drafted: the editor says so, publish waits until the owner keeps their version', async ({ page, browser }) => {
  await openEditor(page);
  await page.locator('.editor-pages').getByRole('button', { name: 'Le melon de Bourgogne', exact: true }).click();
  await outlineItem(page, /^Hero/).click();
  await bilingual(form(page), /^Titre/, 'Français').fill('Le melon du brouillon');
  await saved(page);
  // Someone edits the live file by hand meanwhile.
  const file = path.join(server.siteConfigs, 'domaine/components/le-melon-de-bourgogne.json');
  const live = JSON.parse(readFileSync(file, 'utf8')) as { config: { layout: { props: { title: { fr: string } } }[] } };
  live.config.layout[0]!.props.title.fr = 'Le melon modifié à la main';
  writeFileSync(file, `${JSON.stringify(live, null, 2)}\n`);
  await page.reload();
  const notice = page.getByRole('alert').filter({ hasText: 'Pendant que vous travailliez, le site en ligne a changé' });
  await expect(notice).toContainText('Le melon de Bourgogne');
  await expect(page.getByRole('button', { name: 'Publier', exact: true })).toBeDisabled();
  await notice.getByRole('button', { name: 'Garder mes modifications' }).click();
  await expect(notice).toHaveCount(0);
  await publish(page);
  const visitor = await visit(browser, '/nos-vins/le-melon-de-bourgogne');
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText('Le melon du brouillon');
  await visitor.close();
});

test('a block dragged with the mouse to the top of the outline, the move announced, then undone', async ({ page }) => {
  // The whole outline in view, from its first grip to its last: the bar now holds the media library,
  // history and people buttons above it (issue 34), and a drag needs both ends on screen.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await openEditor(page);
  await page.locator('.editor-pages').getByRole('button', { name: 'Notre histoire', exact: true }).click();
  await expect(page.locator('.editor-pages').getByRole('button', { name: 'Notre histoire', exact: true })).toHaveAttribute('aria-current', 'page');
  const summaries = page.locator('.editor-outline .outline-summary');
  const before = await summaries.allInnerTexts();
  expect(before.length).toBeGreaterThanOrEqual(2);
  const grips = page.locator('.editor-outline .outline-grip');
  await page.locator('.editor-outline').evaluate((outline) => outline.scrollIntoView({ block: 'start' }));
  const from = (await grips.last().boundingBox())!;
  const to = (await grips.first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 15 });
  await page.mouse.up();
  await expect(summaries).toHaveText([before.at(-1)!, ...before.slice(0, -1)]);
  await expect(page.getByText(`Image text déplacé en position 1 sur ${before.length}.`).first()).toBeAttached();
  await saved(page);
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect(summaries).toHaveText(before);
  await saved(page);
  await expect(page.getByText('Rien à publier : le brouillon est identique au site en ligne.')).toBeVisible();
});

test('nothing lost on reload: a title typed just before the page reloads is in the draft after it', async ({ page }) => {
  await openEditor(page);
  await page.locator('.editor-pages').getByRole('button', { name: 'Nos terroirs', exact: true }).click();
  await outlineItem(page, /^Hero/).click();
  const title = bilingual(form(page), /^Titre/, 'Français');
  const before = await title.inputValue();
  await title.fill('Un titre tapé juste avant de recharger');
  await page.reload();
  await page.locator('.editor-pages').getByRole('button', { name: 'Nos terroirs', exact: true }).click();
  await outlineItem(page, /^Hero/).click();
  await expect(title).toHaveValue('Un titre tapé juste avant de recharger');
  await title.fill(before);
  await saved(page);
  await expect(page.getByText('Rien à publier : le brouillon est identique au site en ligne.')).toBeVisible();
});
