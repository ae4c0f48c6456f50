import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from '../support/fixtures.ts';
import { startOwnerServer, type OwnerServer } from '../support/owner-server.ts';
import type { Lang } from '../../../rules/locale.ts';

// Issue 34, item 4: the media library in the editor, in real Chromium, on a production server of
// its own (a temp copy of site-configs/ and a temp DATA_DIR): a JPEG uploaded with its alt texts
// from the home hero's picture field, published, and served to visitors by the image pipeline.
const admin = { email: 'editor-media@example.fr', password: 'Editor-media-password-1' };
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const shots = process.env.E2E_SHOTS_DIR;
let server: OwnerServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnerServer({ script: 'start', offset: 57, env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
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

async function expectNoAxeViolation(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(wcag).exclude('iframe').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

async function visit(browser: Browser, path: string): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server.url('domaine', path));
  return { page, close: () => context.close() };
}

const photo = () => sharp({ create: { width: 2400, height: 1500, channels: 3, background: '#7a4b2a' } })
  .composite([{ input: Buffer.from('<svg width="2400" height="1500"><circle cx="1200" cy="750" r="500" fill="#e9c46a"/></svg>'), top: 0, left: 0 }])
  .jpeg({ quality: 80 }).toBuffer();

test('a JPEG uploaded with its alt texts from the home hero\'s picture, published, is served to visitors by the image pipeline', async ({ page, browser, problems }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEditor(page);
  await page.locator('.editor-outline').getByRole('button', { name: /^Hero/ }).click();
  const form = page.locator('.editor-form');
  await form.getByRole('button', { name: 'Envoyer une nouvelle image' }).click();
  const upload = form.getByRole('group', { name: 'Envoyer une nouvelle image' });
  const file = upload.getByLabel(/^Fichier image/);
  await expect(file).toBeFocused();

  // Nothing chosen, no text: each field says what it needs, focus on the first.
  await upload.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(upload.getByText('Choisissez une image à envoyer.')).toBeVisible();
  await expect(upload.getByText('Décrivez l’image en français.')).toBeVisible();
  await expect(upload.getByText('Décrivez l’image en anglais.')).toBeVisible();
  await expect(file).toBeFocused();
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolation(page);

  // A text file named .jpg: the server reads its bytes and says so at the file field.
  problems.allow(/status of 415/);
  await file.setInputFiles({ name: 'faux.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Ceci est un texte, pas une photo.') });
  await upload.getByLabel('Texte alternatif en français').fill('Le chai au soleil couchant');
  await upload.getByLabel('Texte alternatif en anglais').fill('The wine cellar at sunset');
  await upload.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(upload.getByText(/^« faux\.jpg » n’est pas une image JPEG, PNG, WebP ou AVIF/)).toBeVisible();
  await expect(file).toBeFocused();

  // The real photo: sent, picked, its alt texts and pixels filled in the hero's fields.
  await file.setInputFiles({ name: 'chai.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await upload.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(upload).toBeHidden({ timeout: 20_000 });
  await expect(form.getByRole('radio', { name: 'Le chai au soleil couchant' })).toBeChecked();
  const alt = form.getByRole('group', { name: /^Texte de remplacement/ });
  await expect(alt.getByRole('textbox', { name: /Français/ })).toHaveValue('Le chai au soleil couchant');
  await expect(alt.getByRole('textbox', { name: /English/ })).toHaveValue('The wine cellar at sunset');
  await expect(form.getByRole('spinbutton', { name: /^Largeur/ })).toHaveValue('2400');
  await expect(page.getByText('Brouillon enregistré')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await expect(page.getByText(/Publié : la nouvelle version .* est en ligne/)).toBeVisible({ timeout: 20_000 });

  // A visitor: the hero is an <img> through /ik-seo whose every address answers an image.
  const home = await visit(browser, '/');
  const hero = home.page.getByRole('img', { name: 'Le chai au soleil couchant' });
  await expect(hero).toBeVisible();
  const src = await hero.getAttribute('src');
  expect(src).toMatch(/^\/ik-seo\/media\/library\/[0-9a-f]{64}\/[^/]+\.jpg\?tr=w-\d+$/);
  const srcset = (await hero.getAttribute('srcset')) ?? '';
  const addresses = [src!, ...srcset.split(',').map((entry) => entry.trim().split(' ')[0]!)];
  // Asked by the visitor's browser (it resolves *.localhost; Node's resolver does not).
  const answers = await home.page.evaluate(async (list) => Promise.all(list.map(async (address) => {
    const answer = await fetch(address, { headers: { accept: 'image/avif,image/webp,image/*' } });
    return { address, status: answer.status, type: answer.headers.get('content-type'), bytes: (await answer.arrayBuffer()).byteLength };
  })), addresses);
  expect(answers.length).toBeGreaterThan(3);
  for (const answer of answers) {
    expect([answer.address, answer.status]).toEqual([answer.address, 200]);
    expect(answer.type).toMatch(/^image\/(avif|webp|jpeg)$/);
    expect(answer.bytes).toBeGreaterThan(100);
  }
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await home.close();

  // The library refuses to delete it while the live home uses it, and says where.
  await page.getByRole('button', { name: 'Médiathèque' }).click();
  const library = page.getByRole('dialog', { name: 'Médiathèque' });
  problems.allow(/status of 409/);
  await library.getByRole('button', { name: 'Supprimer chai.jpg' }).click();
  await expect(library.getByText('Impossible de supprimer chai.jpg : elle est encore utilisée ici.').first()).toBeVisible();
  await expect(library.getByRole('list', { name: /Impossible de supprimer chai\.jpg/ }).getByRole('listitem').first()).toHaveText(/^Site en ligne : .*Accueil.*, bloc Hero$/);
  await expectNoAxeViolation(page);
});

for (const width of [1280, 1024] as const) {
  for (const lang of ['fr', 'en'] as const) {
    test(`the library panel at ${width} px in ${lang}: search by alt text, alt texts changed, no axe violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openEditor(page, lang);
      await page.getByRole('button', { name: lang === 'fr' ? 'Médiathèque' : 'Media library' }).click();
      const library = page.getByRole('dialog', { name: lang === 'fr' ? 'Médiathèque' : 'Media library' });
      await expect(library.getByRole('listitem').filter({ hasText: 'chai.jpg' })).toBeVisible();
      await library.getByRole('searchbox').fill(lang === 'fr' ? 'SOLEIL' : 'cellar');
      await expect(library.getByText(lang === 'fr' ? '1 sur 1 images' : '1 of 1 pictures')).toBeVisible();
      await library.getByRole('searchbox').fill('aucune-image-de-ce-nom');
      await expect(library.getByText(lang === 'fr' ? 'Aucune image ne correspond.' : 'No picture matches.')).toBeVisible();
      await library.getByRole('searchbox').fill('');
      const item = library.getByRole('listitem').filter({ hasText: 'chai.jpg' });
      await item.getByLabel(lang === 'fr' ? 'Texte alternatif en anglais' : 'Alt text in English').fill('');
      await item.getByRole('button', { name: lang === 'fr' ? 'Enregistrer les textes' : 'Save the texts' }).click();
      await expect(item.getByText(lang === 'fr' ? 'Décrivez l’image en anglais.' : 'Describe the picture in English.')).toBeVisible();
      await expectNoAxeViolation(page);
      if (shots) await page.screenshot({ path: `${shots}/media-library-${width}-${lang}.png` });
      await item.getByLabel(lang === 'fr' ? 'Texte alternatif en anglais' : 'Alt text in English').fill('The wine cellar at sunset');
      await item.getByRole('button', { name: lang === 'fr' ? 'Enregistrer les textes' : 'Save the texts' }).click();
      await expect(item.getByText(lang === 'fr' ? 'Textes enregistrés.' : 'Texts saved.')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(library).toBeHidden();
      await expect(page.getByRole('button', { name: lang === 'fr' ? 'Médiathèque' : 'Media library' })).toBeFocused();
      if (shots) {
        await page.locator('.editor-outline').getByRole('button', { name: /^Hero/ }).click();
        await page.locator('.editor-form').getByRole('button', { name: lang === 'fr' ? 'Envoyer une nouvelle image' : 'Upload a new picture' }).click();
        await page.screenshot({ path: `${shots}/media-picker-${width}-${lang}.png` });
      }
    });
  }
}
