import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { pdfBytes, runMarker, storedRows } from './content-db.ts';

// The autocars forms submitted for real (browser → /api → database), their validation messages
// in both languages, a refused file type, and the no-JavaScript post of the wine site's contact form.

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

test('the quote request stores every answer of the trip', async ({ page, problems }) => {
  const marker = runMarker('quote');
  await page.goto('/en/demander-un-devis');
  const form = page.locator('#form-quote-request');
  await hydrated(form);
  await form.getByLabel('Departure date').fill('2027-05-10');
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
  for (const value of ['2027-05-10', 'Vallet', 'Mont-Saint-Michel', '48', 'coach', 'school', 'john.baker@example.com']) expect(stored).toContain(value);
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
  const download = await request.get(`/api/forms/file/download/${files[0]!.fileId}`, { headers: { idSite: '87' } });
  expect(download.status()).toBe(200);
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
    await expect(form.getByText(lang === 'fr' ? 'Adresse e-mail invalide' : 'Invalid e-mail address')).toBeVisible();
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
  await expect(form.getByText('The file “holiday.png” is refused: only')).toBeVisible();
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
    await expect(page).toHaveURL(/\/nous-contacter\?form=contact&formStatus=sent#form-contact$/);
    await expect(form.getByRole('status')).toBeVisible();
    const rows = storedRows<{ name: string }>('SELECT name FROM contactMessages WHERE idSite = 88 AND message LIKE ?', `%${marker}%`);
    expect(rows).toEqual([{ name: 'Paul Bernard' }]);
    expect(problems.list).toEqual([]);
  });
});
