import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import type { Lang } from '../../../rules/locale.ts';

// The customization page of the engraved box (product 13, declination 1301) on the domaine site:
// a text with its tier price, a choice of wood, the ribbon, a logo file checked by the server;
// back to the first step to edit the text with the file kept; the live price; the summary. In
// French and English, on a desktop and on a 390 px phone, with axe on every step. Then the final add
// to the cart: the drawer and /cart show the line with its answers.

const port = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3199').port;
const domaine = `http://domaine.localhost:${port}`;
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const texts = {
  fr: {
    path: '/products/coffret-bois-grave-personnalise/13/1301/customize',
    title: 'Coffret bois gravé personnalisé',
    step: (n: number) => `Étape ${n} sur 5`,
    message: /Message gravé sur le couvercle/,
    next: 'Étape suivante',
    summaryButton: 'Voir le récapitulatif',
    required: 'Cette réponse est obligatoire pour passer à l’étape suivante.',
    wood: 'Chêne',
    ribbon: /Ajouter un ruban/,
    logo: /Logo à graver/,
    accepted: 'Fichier vérifié et conservé : logo.png.',
    wrongType: /Type de fichier non accepté|Ce type de fichier n’est pas accepté/,
    summary: 'Étape 5 sur 5 : récapitulatif de votre personnalisation',
    editMessage: 'Modifier : Message gravé sur le couvercle',
    cost: (n: string) => `Supplément : +${n}€`,
    total: (price: string) => `Prix personnalisé : ${price}`,
    steps: 'Étapes de la personnalisation',
    add: 'Ajouter au panier',
    addedTitle: 'C’est dans votre panier',
    added: '« Coffret bois gravé personnalisé » a été ajouté à votre panier avec votre personnalisation.',
    seeCart: 'Voir mon panier',
    drawer: 'Votre panier',
    viewCart: 'Voir le panier',
    answersLabel: 'Personnalisation',
    answers: () => ['Message gravé sur le couvercle : Pour Léa, avec toute notre affection', 'Essence du bois : Chêne', 'Ajouter un ruban aux couleurs du domaine : Oui', 'Logo à graver (facultatif) : logo.png'],
    quantity: 'Quantité',
  },
  en: {
    path: '/en/products/personalised-engraved-wooden-box/13/1301/customize',
    title: 'Personalised engraved wooden box',
    step: (n: number) => `Step ${n} of 5`,
    message: /Message engraved on the lid/,
    next: 'Next step',
    summaryButton: 'See the summary',
    required: 'This answer is required to go to the next step.',
    wood: 'Oak',
    ribbon: /Add a ribbon/,
    logo: /Logo to engrave/,
    accepted: 'File checked and kept: logo.png.',
    wrongType: /This type of file is not accepted/,
    summary: 'Step 5 of 5: summary of your personalisation',
    editMessage: 'Edit: Message engraved on the lid',
    cost: (n: string) => `Extra cost: +${n}€`,
    total: (price: string) => `Personalised price: ${price}`,
    steps: 'Personalisation steps',
    add: 'Add to cart',
    addedTitle: 'It is in your cart',
    added: '“Personalised engraved wooden box” has been added to your cart with your personalisation.',
    seeCart: 'See my cart',
    drawer: 'Your cart',
    viewCart: 'View cart',
    answersLabel: 'Customization',
    answers: () => ['Message engraved on the lid: Pour Léa, avec toute notre affection', 'Wood: Oak', "Add a ribbon in the estate's colours: Yes", 'Logo to engrave (optional): logo.png'],
    quantity: 'Quantity',
  },
} as const;

const euros = (amount: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(amount);

async function noAxeViolation(page: Page) {
  const axe = await new AxeBuilder({ page }).include('.block-product-customize').withTags(wcag).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  for (const lang of ['fr', 'en'] as const) {
    const t = texts[lang];
    test(`customizes the engraved box step by step with a file, back and forth, to the summary (${lang}, ${viewport.name})`, async ({ page, problems }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // The site's Christmas popup (shown once, 3 s after load) has been seen already, and the cookie banner answered.
      await page.addInitScript(() => window.localStorage.setItem('popup-1', String(Date.now())));
      await page.context().addCookies([{ name: 'vitrine-consent', value: `denied.${Date.now()}`, domain: 'domaine.localhost', path: '/' }]);
      await page.goto(domaine + t.path);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.step(1) })).toBeVisible();
      const status = page.locator('.block-product-customize').getByRole('status');
      await noAxeViolation(page);

      // Step 1: the required text, by keyboard; its character count and tier price, then the live total.
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByRole('alert')).toHaveText(t.required);
      const message = page.getByLabel(t.message);
      await message.focus();
      await page.keyboard.type('Pour Léa');
      await expect(page.getByText(lang === 'fr' ? '8 caractères' : '8 characters')).toBeVisible();
      await expect(page.getByText(t.cost('6'))).toBeVisible();
      await expect(status).toHaveText(t.total(euros(35, lang)));
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: t.next })).toBeFocused();
      await page.keyboard.press('Enter');

      // Step 2: the wood, a choice with its cost; the focus moves to the step's heading.
      await expect(page.getByRole('heading', { name: t.step(2) })).toBeFocused();
      await noAxeViolation(page);
      await page.getByRole('radio', { name: new RegExp(t.wood) }).check();
      await expect(status).toHaveText(t.total(euros(47, lang)));
      await page.getByRole('button', { name: t.next }).click();

      // Step 3: the ribbon, an optional box.
      await expect(page.getByRole('heading', { name: t.step(3) })).toBeFocused();
      await noAxeViolation(page);
      await page.getByRole('checkbox', { name: t.ribbon }).check();
      await expect(status).toHaveText(t.total(euros(50, lang)));
      await page.getByRole('button', { name: t.next }).click();

      // Step 4: the logo. A wrong type is refused; a PNG is checked by the server, then the summary.
      await expect(page.getByRole('heading', { name: t.step(4) })).toBeFocused();
      await noAxeViolation(page);
      const file = page.getByLabel(t.logo);
      // A wrong type is refused as it is chosen, and never shown as the chosen file.
      await file.setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await expect(page.getByRole('alert')).toHaveText(t.wrongType);
      await expect(page.getByText('logo.txt')).toHaveCount(0);
      await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      await expect(status).toHaveText(t.total(euros(54.35, lang)));
      await page.getByRole('button', { name: t.summaryButton }).click();
      await expect(page.getByRole('heading', { name: t.summary })).toBeFocused();
      await expect(page.getByText('logo.png')).toBeVisible();
      await expect(page.getByText('Pour Léa')).toBeVisible();
      await noAxeViolation(page);

      // Back to the first step from the step list, edit the text (a dearer tier), and on: the file is kept.
      await page.getByRole('navigation', { name: t.steps }).getByRole('button', { name: t.message }).click();
      await expect(page.getByRole('heading', { name: t.step(1) })).toBeFocused();
      await expect(message).toHaveValue('Pour Léa');
      await message.fill('Pour Léa, avec toute notre affection');
      await expect(page.getByText(t.cost('10'))).toBeVisible();
      await expect(status).toHaveText(t.total(euros(58.35, lang)));
      for (const n of [2, 3]) {
        await page.getByRole('button', { name: t.next }).click();
        await expect(page.getByRole('heading', { name: t.step(n) })).toBeFocused();
      }
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByRole('heading', { name: t.step(4) })).toBeFocused();
      await expect(page.getByText(t.accepted)).toBeVisible();
      await page.getByRole('button', { name: t.summaryButton }).click();
      await expect(page.getByRole('heading', { name: t.summary })).toBeFocused();
      await expect(page.getByText('Pour Léa, avec toute notre affection')).toBeVisible();
      await expect(page.getByText('logo.png')).toBeVisible();
      await expect(page.getByRole('button', { name: t.editMessage })).toBeVisible();
      await expect(page.getByRole('button', { name: t.add })).toBeEnabled();

      // The final add: the cart gets one box with the answers, the drawer and /cart show them.
      await page.getByRole('button', { name: t.add }).click();
      await expect(page.getByRole('heading', { name: t.addedTitle })).toBeFocused();
      await expect(status).toHaveText(t.added);
      await noAxeViolation(page);
      await page.getByRole('button', { name: t.seeCart }).click();
      const drawer = page.getByRole('dialog', { name: t.drawer });
      await expect(drawer).toBeVisible();
      const answers = drawer.getByRole('list', { name: t.answersLabel });
      await expect(answers.getByRole('listitem')).toHaveText(t.answers());
      await drawer.getByRole('link', { name: t.viewCart }).click();
      const line = page.locator('main .cart-line').filter({ hasText: t.title });
      await expect(line.getByRole('list', { name: t.answersLabel }).getByRole('listitem')).toHaveText(t.answers());
      await expect(line.getByLabel(t.quantity)).toHaveValue('1');
      await expect(line.locator('.cart-line__total')).toHaveText(euros(58.35, lang));
      expect(problems.list).toEqual([]);
    });
  }
}

test('answers 404 for an unknown product or declination of the customize route', async ({ page }) => {
  for (const path of ['/products/x/13/999/customize', '/en/products/x/999/1301/customize', '/products/x/1/1301/customize', '/products/999999/customize']) {
    const response = await page.goto(domaine + path);
    expect(response?.status(), path).toBe(404);
  }
  await expect(page.getByText('Cette page est introuvable')).toBeVisible();
});
