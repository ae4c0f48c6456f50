import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { pdfBytes, runMarker, storedRows } from '../support/content-db.ts';
import type { Lang } from '../../../rules/locale.ts';

// The autocars forms submitted for real (browser → /api → database), their validation messages
// in both languages, a refused file type, and the no-JavaScript post of the wine site's contact form.

/** A trip date a year from today (YYYY-MM-DD): the quote form accepts only dates from today on. */
const inAYear = (days = 0): string => new Date(Date.now() + (365 + days) * 86_400_000).toISOString().slice(0, 10);
const DEPARTURE = inAYear();
const DEPARTURE_LATER = inAYear(35);

/** Waits until the form is hydrated (it then validates itself: `novalidate`), so typed values stay. */
async function hydrated(form: Locator): Promise<void> {
  await expect(form.locator('form')).toHaveAttribute('novalidate', '');
}

test('the contact form stores the visitor’s message', async ({ page, problems }) => {
  const marker = runMarker('contact');
  await page.goto('/nous-contacter');
  const form = page.locator('#form-contact');
  await hydrated(form);
  await form.getByLabel('Nom et prénom').fill('Léa Martin');
  await form.getByLabel('Adresse e-mail').fill('lea.martin@example.fr');
  await form.getByLabel('Objet de votre message').selectOption('coach-hire');
  await form.getByLabel(/^Votre message/).fill(`Bonjour, un car pour 40 personnes le 12 juin ? ${marker}`);
  await form.getByRole('button', { name: /envoyer/i }).click();
  await expect(form.getByRole('status')).toContainText('Merci, votre message a bien été envoyé.');
  const rows = storedRows<{ name: string; email: string }>('SELECT name, email FROM contactMessages WHERE idSite = 87 AND message LIKE ?', `%${marker}%`);
  expect(rows).toEqual([{ name: 'Léa Martin', email: 'lea.martin@example.fr' }]);
  expect(problems.list).toEqual([]);
});

test('the quote form refuses a past departure, a return before it and passengers that are not a number, before sending', async ({ page, problems }) => {
  await page.goto('/demander-un-devis');
  const form = page.locator('#form-quote-request');
  await hydrated(form);
  await expect(form.getByLabel('Nombre de passagers')).toHaveAttribute('inputmode', 'numeric');
  await form.getByLabel('Date de départ').fill('2020-06-01');
  await form.getByLabel('Date de retour').fill('2020-05-01');
  await form.getByLabel('Nombre de passagers').fill('abc');
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST') posts += 1;
  });
  await form.getByRole('button', { name: /envoyer|demande/i }).click();
  await expect(form.locator('.block-form__error', { hasText: /Choisissez une date à partir du \d{2}\/\d{2}\/\d{4}/ })).toHaveCount(2);
  await expect(form.locator('.block-form__error', { hasText: 'Saisissez un nombre entier (exemple : 25)' })).toBeVisible();
  await form.getByLabel('Date de départ').fill(DEPARTURE_LATER);
  await expect(form.getByLabel('Date de retour')).toHaveAttribute('min', DEPARTURE_LATER);
  expect(posts).toBe(0);
  expect(problems.list).toEqual([]);
});

test('the quote request stores every answer of the trip', async ({ page, problems }) => {
  const marker = runMarker('quote');
  await page.goto('/en/demander-un-devis');
  const form = page.locator('#form-quote-request');
  await hydrated(form);
  await form.getByLabel('Departure date').fill(DEPARTURE);
  await form.getByLabel('Departure point').fill('Vallet');
  await form.getByLabel('Destination').fill('Mont-Saint-Michel');
  await form.getByLabel('Number of passengers').fill('48');
  await form.getByLabel('Vehicle type').selectOption('coach');
  await form.getByLabel('You are').selectOption('school');
  await form.getByLabel('Details of your project').fill(marker);
  await form.getByLabel('Full name').fill('John Baker');
  await form.getByLabel('Email address').fill('john.baker@example.com');
  await form.getByLabel('Phone').fill('+33 6 12 34 56 78');
  await form.getByRole('button', { name: /send|request/i }).click();
  await expect(form.getByRole('status')).toContainText('your quote request has been received');
  const rows = storedRows<{ answers: string; lang: string }>('SELECT answers, lang FROM formAnswers WHERE idSite = 87 AND formId = ? AND answers LIKE ?', 'quote-request', `%${marker}%`);
  expect(rows).toHaveLength(1);
  const stored = JSON.stringify(JSON.parse(rows[0]!.answers));
  for (const value of [DEPARTURE, 'Vallet', 'Mont-Saint-Michel', '48', 'coach', 'school', 'john.baker@example.com']) expect(stored).toContain(value);
  expect(problems.list).toEqual([]);
});

test('the application stores the CV, which downloads again byte for byte', async ({ page, request, problems }) => {
  const marker = runMarker('application');
  const cv = pdfBytes();
  await page.goto('/entreprise/candidature-spontanee');
  const form = page.locator('#form-unsolicited-application');
  await hydrated(form);
  await form.getByLabel('Nom et prénom').fill('Camille Durand');
  await form.getByLabel('Adresse e-mail').fill('camille.durand@example.fr');
  await form.getByLabel('Téléphone').fill('06 12 34 56 78');
  await form.getByLabel('Poste souhaité').selectOption('driver');
  await form.getByLabel(/^Votre message/).fill(`Permis D depuis 2015. ${marker}`);
  await form.getByLabel(/Votre CV/).setInputFiles({ name: 'cv-camille-durand.pdf', mimeType: 'application/pdf', buffer: cv });
  await form.getByRole('button', { name: /envoyer/i }).click();
  await expect(form.getByRole('status')).toContainText('votre candidature a bien été reçue');
  const files = storedRows<{ fileId: string; fieldName: string }>(
    `SELECT f.fileId, f.fieldName FROM formAnswerFiles f JOIN formAnswers a ON a.id = f.answerId
     WHERE a.idSite = 87 AND a.formId = 'unsolicited-application' AND a.answers LIKE ?`,
    `%${marker}%`,
  );
  expect(files).toHaveLength(1);
  expect(files[0]!.fieldName).toBe('cv');
  // The file is the company's to read: through the signed link of its mail, not by its id alone.
  expect((await request.get(`/api/forms/file/download/${files[0]!.fileId}`, { headers: { idSite: '87' } })).status()).toBe(403);
  const [mail] = storedRows<{ body: string }>('SELECT body FROM outbox WHERE idSite = 87 AND body LIKE ?', `%${files[0]!.fileId}%`);
  const link = mail?.body.match(/<https?:\/\/[^/>]+(\/form-file\/[^>]+)>/)?.[1];
  expect(link).toBeDefined();
  // On the site's own address, with no idSite header: the site is the host's.
  const download = await request.get(link!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(download.headers()['content-type']).toContain('application/pdf');
  expect(Buffer.from(await download.body()).equals(cv)).toBe(true);
  expect(problems.list).toEqual([]);
});

for (const lang of ['fr', 'en'] as const) {
  test(`the contact form explains each wrong field in ${lang === 'fr' ? 'French' : 'English'}`, async ({ page, problems }) => {
    await page.goto(lang === 'fr' ? '/nous-contacter' : '/en/contact-us');
    const form = page.locator('#form-contact');
    await hydrated(form);
    await form.getByLabel(lang === 'fr' ? 'Adresse e-mail' : 'Email address').fill('not-an-address');
    await form.getByRole('button', { name: lang === 'fr' ? /envoyer/i : /send/i }).click();
    await expect(form.getByRole('alert')).toContainText(lang === 'fr' ? 'Le formulaire contient' : 'The form has');
    await expect(form.getByText(lang === 'fr' ? 'Ce champ est obligatoire' : 'This field is required').first()).toBeVisible();
    await expect(form.getByLabel(lang === 'fr' ? 'Adresse e-mail' : 'Email address')).toHaveAccessibleDescription(lang === 'fr' ? /Adresse e-mail invalide/ : /Invalid e-mail address/);
    await expect(form.getByRole('alert').getByRole('link', { name: lang === 'fr' ? /Adresse e-mail invalide/ : /Invalid e-mail address/ })).toBeVisible();
    const name = form.getByLabel(lang === 'fr' ? 'Nom et prénom' : 'Full name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(problems.list).toEqual([]);
  });
}

test('a CV in a refused format is refused before upload, with the reason', async ({ page, problems }) => {
  await page.goto('/en/company/application-spontane');
  const form = page.locator('#form-unsolicited-application');
  await hydrated(form);
  await form.getByLabel(/Your CV/).setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
  await form.getByRole('button', { name: /send|apply/i }).click();
  await expect(form.getByLabel(/Your CV/)).toHaveAccessibleDescription(/The file “holiday.png” is refused: only/);
  expect(problems.list).toEqual([]);
});

test('a form posted before its JavaScript ran is answered with the page, accessible, which then works with JavaScript', async ({ page, problems }) => {
  problems.allow(/status of 422/);
  await page.goto('/nous-contacter');
  const form = page.locator('#form-contact');
  await hydrated(form);
  await form.getByLabel('Nom et prénom').fill('Léa Martin');
  await form.getByLabel('Adresse e-mail').fill('lea.martin@');
  // A plain browser post, as when the visitor sends before the scripts have loaded.
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await form.locator('form').evaluate((element: HTMLFormElement) => HTMLFormElement.prototype.submit.call(element));
  expect((await answered).status()).toBe(422);
  await hydrated(form);
  await expect(form.getByLabel('Nom et prénom')).toHaveValue('Léa Martin');
  await expect(form.getByLabel('Adresse e-mail')).toHaveAccessibleDescription(/Adresse e-mail invalide/);
  const axe = await new AxeBuilder({ page }).include('#form-contact').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  await form.getByLabel('Adresse e-mail').fill('lea.martin@example.fr');
  await expect(form.getByLabel('Adresse e-mail')).not.toHaveAttribute('aria-invalid', 'true');
  expect(problems.list).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the wine site’s contact form is sent by a plain post and confirmed', async ({ page, problems }) => {
    // With JavaScript off, Chromium refuses the page's module scripts and preloads (reported as "csp").
    problems.allow(/ csp$/);
    const marker = runMarker('nojs');
    await page.goto('http://domaine.localhost:' + new URL(process.env.E2E_BASE_URL!).port + '/nous-contacter');
    const form = page.locator('#form-contact');
    await form.getByLabel('Nom et prénom').fill('Paul Bernard');
    await form.getByLabel('Adresse e-mail').fill('paul.bernard@example.fr');
    await form.getByLabel('Objet').selectOption('visite');
    await form.getByLabel(/^Votre message/).fill(`Une visite samedi ? ${marker}`);
    await form.getByLabel(/majeur|18 ans/i).check();
    await form.getByLabel(/données|consent/i).check();
    await form.getByRole('button', { name: /envoyer/i }).click();
    await expect(page).toHaveURL(/\/nous-contacter\?form=contact&formStatus=sent$/);
    await expect(form.getByRole('status')).toBeVisible();
    const rows = storedRows<{ name: string }>('SELECT name FROM contactMessages WHERE idSite = 88 AND message LIKE ?', `%${marker}%`);
    expect(rows).toEqual([{ name: 'Paul Bernard' }]);
    expect(problems.list).toEqual([]);
  });

  const quote = {
    fr: {
      path: '/demander-un-devis',
      labels: { departureDate: 'Date de départ', departure: 'Lieu de départ', destination: 'Destination', passengers: 'Nombre de passagers', vehicleType: 'Type de véhicule', audience: 'Vous êtes', message: 'Précisions sur votre projet', name: 'Nom et prénom', email: 'Adresse e-mail', phone: 'Téléphone' },
      send: /envoyer|demande/i,
      phoneError: 'Numéro de téléphone invalide (exemple : 06 12 34 56 78)',
      summary: 'Le formulaire contient une erreur',
    },
    en: {
      path: '/en/demander-un-devis',
      labels: { departureDate: 'Departure date', departure: 'Departure point', destination: 'Destination', passengers: 'Number of passengers', vehicleType: 'Vehicle type', audience: 'You are', message: 'Details of your project', name: 'Full name', email: 'Email address', phone: 'Phone' },
      send: /send|request/i,
      phoneError: 'Invalid phone number (example: +33 6 12 34 56 78)',
      summary: 'The form has one error',
    },
  } as const;

  /** Fills the whole quote request as a visitor would, `phone` as given. */
  async function fillQuote(form: Locator, lang: Lang, phone: string, marker: string): Promise<void> {
    const { labels } = quote[lang];
    await form.getByLabel(labels.departureDate).fill(DEPARTURE_LATER);
    await form.getByLabel(labels.departure).fill('Vallet');
    await form.getByLabel(labels.destination).fill('Puy du Fou');
    await form.getByLabel(labels.passengers).fill('52');
    await form.getByLabel(labels.vehicleType).selectOption('coach');
    await form.getByLabel(labels.audience).selectOption('association');
    await form.getByLabel(labels.message).fill(`Sortie annuelle ${marker}`);
    await form.getByLabel(labels.name).fill('Hélène Girard');
    await form.getByLabel(labels.email).fill('helene.girard@example.fr');
    await form.getByLabel(labels.phone).fill(phone);
  }

  for (const lang of ['fr', 'en'] as const) {
    test(`a refused quote request keeps every answer and explains the error in ${lang === 'fr' ? 'French' : 'English'}`, async ({ page, problems }) => {
      problems.allow(/ csp$/);
      // The refused post is answered with the page itself, status 422: Chromium logs it as a failed resource.
      problems.allow(/status of 422/);
      const marker = runMarker(`nojs-invalid-${lang}`);
      const { path, labels, send, phoneError, summary } = quote[lang];
      await page.goto(path);
      const form = page.locator('#form-quote-request');
      await fillQuote(form, lang, 'appelez-moi', marker);
      const answered = page.waitForResponse((response) => response.request().method() === 'POST');
      await form.getByRole('button', { name: send }).click();
      expect((await answered).status()).toBe(422);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(form.getByLabel(labels.departureDate)).toHaveValue(DEPARTURE_LATER);
      await expect(form.getByLabel(labels.departure)).toHaveValue('Vallet');
      await expect(form.getByLabel(labels.destination)).toHaveValue('Puy du Fou');
      await expect(form.getByLabel(labels.passengers)).toHaveValue('52');
      await expect(form.getByLabel(labels.vehicleType)).toHaveValue('coach');
      await expect(form.getByLabel(labels.audience)).toHaveValue('association');
      await expect(form.getByLabel(labels.message)).toHaveValue(`Sortie annuelle ${marker}`);
      await expect(form.getByLabel(labels.name)).toHaveValue('Hélène Girard');
      await expect(form.getByLabel(labels.email)).toHaveValue('helene.girard@example.fr');
      const phone = form.getByLabel(labels.phone);
      await expect(phone).toHaveValue('appelez-moi');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toHaveAccessibleDescription(new RegExp(phoneError.replace(/[()+]/g, '\\$&')));
      const alert = form.getByRole('alert');
      await expect(alert).toContainText(summary);
      await expect(alert).toBeFocused();
      await alert.getByRole('link', { name: new RegExp(labels.phone) }).click();
      await expect(phone).toBeFocused();
      expect(storedRows('SELECT id FROM formAnswers WHERE idSite = 87 AND answers LIKE ?', `%${marker}%`)).toEqual([]);
      expect(problems.list).toEqual([]);
    });
  }

  test('a valid quote request sent without JavaScript is stored, then confirmed', async ({ page, problems }) => {
    problems.allow(/ csp$/);
    const marker = runMarker('nojs-quote');
    await page.goto('/en/demander-un-devis');
    const form = page.locator('#form-quote-request');
    await fillQuote(form, 'en', '+33 6 12 34 56 78', marker);
    await form.getByRole('button', { name: quote.en.send }).click();
    await expect(page).toHaveURL(/\/en\/demander-un-devis\?form=quote-request&formStatus=sent$/);
    await expect(form.getByRole('status')).toBeVisible();
    const rows = storedRows<{ answers: string; lang: string }>('SELECT answers, lang FROM formAnswers WHERE idSite = 87 AND formId = ? AND answers LIKE ?', 'quote-request', `%${marker}%`);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.answers)).toMatchObject({ departure: 'Vallet', destination: 'Puy du Fou', passengers: '52', audience: 'association', phone: '+33 6 12 34 56 78' });
    expect(problems.list).toEqual([]);
  });
});

