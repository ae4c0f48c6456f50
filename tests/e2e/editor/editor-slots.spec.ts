import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { startOwnerServer, type OwnerServer } from '../support/owner-server.ts';
import type { Lang } from '../../../rules/locale.ts';

// Nested slots in the owners' editor (issue 33, item 3): the home page's "Image text" block of
// the wine estate takes a few block types under its text (slot "more"). On a production server
// of its own over a temp copy of site-configs/, in real Chromium.
const admin = { email: 'editor-slots@example.fr', password: 'Editor-slots-e2e-password-1' };
let server: OwnerServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnerServer({ script: 'start', offset: 61, env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
});
test.afterAll(async () => {
  await server?.stop();
});

async function openEditor(page: Page, lang: Lang = 'fr'): Promise<void> {
  await page.goto(server.url('domaine', '/'));
  const status = await page.evaluate(async (body) => (await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', idSite: '88' }, body: JSON.stringify(body) })).status, admin);
  expect(status).toBe(200);
  await page.goto(server.url('domaine', `/admin/editor?lang=${lang}`));
  await expect(page.getByText(lang === 'fr' ? 'Brouillon enregistré' : 'Draft saved')).toBeVisible();
}

async function visit(browser: Browser, path: string): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server.url('domaine', path));
  return { page, close: () => context.close() };
}

const saved = (page: Page) => expect(page.getByText('Brouillon enregistré')).toBeVisible({ timeout: 10_000 });
const outline = (page: Page) => page.locator('.editor-outline');
const topLevelTypes = (page: Page) => outline(page).locator(':scope ol > li > .outline-row .outline-type').evaluateAll((nodes) => nodes.filter((node) => !node.closest('.outline-slot')).map((node) => node.textContent));

test.use({ viewport: { width: 1280, height: 900 } });

test('a block added into a slot, moved out with the keyboard, the move undone, published: the public page shows it under the text', async ({ page, browser }) => {
  await openEditor(page);
  const slot = outline(page).getByRole('group', { name: 'Sous le texte (Image text)' });
  await expect(slot.getByText('Aucun bloc ici pour l’instant.')).toBeVisible();
  await slot.getByRole('button', { name: 'Ajouter un bloc dans « Sous le texte »' }).click();

  // The catalogue offers only the block types the slot takes.
  const catalogue = page.getByRole('dialog', { name: 'Blocs possibles dans « Sous le texte »' });
  await expect(catalogue.locator('.catalogue-item .outline-type')).toHaveText(['Call to action', 'Contact details', 'Opening hours']);
  await catalogue.getByRole('button', { name: /^Contact details/ }).click();
  await catalogue.getByRole('button', { name: 'Ajouter « Contact details »' }).click();
  await expect(page.getByText('Contact details ajouté.')).toBeAttached();
  const nested = slot.getByRole('button', { name: /^Contact details/ });
  await expect(nested).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Réglages du bloc : Contact details' })).toBeVisible();
  const title = page.locator('.editor-form').getByRole('group', { name: /^Titre/ });
  await title.getByRole('textbox', { name: /Français/ }).fill('Nous joindre au domaine');
  await title.getByRole('textbox', { name: /English/ }).fill('Reach the estate');
  await saved(page);
  const before = await topLevelTypes(page);
  expect(before.slice(0, 4)).toEqual(['Hero', 'Card grid', 'Image text', 'Card grid']);

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

  // Alt+← takes it out of the slot, right after the image-text block; the focus follows it.
  await nested.focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page.getByText('Contact details sorti de « Sous le texte », placé après Image text.')).toBeAttached();
  await expect(slot.getByText('Aucun bloc ici pour l’instant.')).toBeVisible();
  expect((await topLevelTypes(page)).slice(0, 5)).toEqual(['Hero', 'Card grid', 'Image text', 'Contact details', 'Card grid']);
  await expect(outline(page).getByRole('button', { name: /^Contact details/ })).toBeFocused();

  // Alt+→ puts it back into the slot of the block above; undo takes that back, redo again, undo again.
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page.getByText('Contact details placé dans « Sous le texte » de Image text, en position 1 sur 1.')).toBeAttached();
  await expect(slot.getByRole('button', { name: /^Contact details/ })).toBeVisible();
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect.poll(async () => (await topLevelTypes(page)).slice(0, 5), { message: 'the undo takes it out of the slot again' }).toEqual(['Hero', 'Card grid', 'Image text', 'Contact details', 'Card grid']);
  await page.getByRole('button', { name: 'Rétablir', exact: true }).click();
  await expect(slot.getByRole('button', { name: /^Contact details/ })).toBeVisible();
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect(slot.getByRole('button', { name: /^Contact details/ })).toBeVisible();
  await expect.poll(() => topLevelTypes(page), { message: 'two undos put it back in the slot: the outline as before the moves' }).toEqual(before);

  await saved(page);
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await expect(page.getByText(/Publié : la nouvelle version .* est en ligne/)).toBeVisible({ timeout: 20_000 });

  const home = await visit(browser, '/');
  await expect(home.page.locator('.block-image-text .block-image-text__more').getByRole('heading', { name: 'Nous joindre au domaine' })).toBeVisible();
  await home.close();
  const english = await visit(browser, '/en');
  await expect(english.page.locator('.block-image-text .block-image-text__more').getByRole('heading', { name: 'Reach the estate' })).toBeVisible();
  await english.close();
});

test('the mouse drags a block into a slot and out of it; a block the slot does not take stays where it was', async ({ page }) => {
  // Tall enough for the whole outline: the mouse moves within the window.
  await page.setViewportSize({ width: 1280, height: 2000 });
  await openEditor(page);
  const slot = outline(page).getByRole('group', { name: 'Sous le texte (Image text)' });
  await expect(slot.getByRole('button', { name: /^Contact details/ })).toBeVisible();
  const drag = async (from: string, to: string) => {
    const source = (await outline(page).locator(`[data-block-id="${from}"] > .outline-row .outline-grip`).boundingBox())!;
    const target = (await outline(page).locator(to).first().boundingBox())!;
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2 + 10, { steps: 3 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2 + 2, { steps: 2 });
    await page.mouse.up();
  };
  // The call to action at the page's end, dropped on the contact details in the slot: it goes in, before them.
  const cta = await outline(page).locator(':scope ol > li').filter({ has: page.locator('.outline-type', { hasText: /^Call to action$/ }) }).last().getAttribute('data-block-id');
  const contact = await slot.locator('li').first().getAttribute('data-block-id');
  await drag(cta!, `[data-block-id="${contact}"] > .outline-row`);
  await expect(slot.locator('.outline-type')).toHaveText(['Call to action', 'Contact details']);
  await expect(page.getByText(/^Call to action placé dans « Sous le texte » de Image text, en position 1 sur 2\.$/)).toBeAttached();
  // A newsletter is not taken by the slot: dropped there, it does not move.
  const newsletter = await outline(page).locator(':scope ol > li').filter({ has: page.locator('.outline-type', { hasText: /^Newsletter$/ }) }).getAttribute('data-block-id');
  await drag(newsletter!, `[data-block-id="${contact}"] > .outline-row`);
  await expect(slot.locator('.outline-type')).toHaveText(['Call to action', 'Contact details']);
  // Out again by the mouse, onto the card grid after the image-text block; then undone to the published state.
  await drag(cta!, '[data-block-id="97auake8"] > .outline-row');
  await expect(slot.locator('.outline-type')).toHaveText(['Contact details']);
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect(slot.locator('.outline-type')).toHaveText(['Contact details']);
  await expect(page.getByText('Rien à publier : le brouillon est identique au site en ligne.')).toBeVisible({ timeout: 10_000 });
});

test('the outline with a slot, looked at in both languages at 1280 and 1024 px', async ({ page }) => {
  for (const lang of ['fr', 'en'] as const) {
    await openEditor(page, lang);
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await outline(page).locator('.outline-slot').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/editor-slots-${lang}-${width}.png` });
    }
    await expect(outline(page).getByRole('group', { name: lang === 'fr' ? 'Sous le texte (Image text)' : 'Under the text (Image text)' })).toBeVisible();
  }
});
