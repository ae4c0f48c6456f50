import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { runMarker } from '../support/content-db.ts';

// Issue 16: "The contact form's thank-you message is hidden under the sticky header, on a 390 px
// phone and on desktop. Focus stays on body." After sending, with or without JavaScript, the
// confirmation is inside the viewport, below the sticky header, and has the focus.

/** Where the confirmation is against the viewport and the sticky header, and whether it has the focus. */
async function confirmationPlace(page: Page) {
  return page.evaluate(() => {
    const status = document.querySelector('#form-contact [role="status"]')!;
    const box = status.getBoundingClientRect();
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, headerBottom: header.bottom, viewport: window.innerHeight, focused: document.activeElement === status };
  });
}

async function fillContact(page: Page, marker: string): Promise<void> {
  const form = page.locator('#form-contact');
  await form.getByLabel('Nom et prénom').fill('Léa Martin');
  await form.getByLabel('Adresse e-mail').fill('lea.martin@example.fr');
  await form.getByLabel('Objet de votre message').selectOption('coach-hire');
  await form.getByLabel(/^Votre message/).fill(`Un car pour 40 personnes ? ${marker}`);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('the contact form’s confirmation shows below the sticky header and takes the focus', async ({ page, problems }) => {
      await page.goto('/nous-contacter');
      const form = page.locator('#form-contact');
      await expect(form.locator('form')).toHaveAttribute('novalidate', '');
      await fillContact(page, runMarker(`confirm-${width}`));
      await form.getByRole('button', { name: /envoyer/i }).click();
      await expect(form.getByRole('status')).toContainText('Merci');
      await expect.poll(() => confirmationPlace(page)).toMatchObject({ focused: true });
      const place = await confirmationPlace(page);
      expect(place.top).toBeGreaterThanOrEqual(place.headerBottom);
      expect(place.bottom).toBeLessThanOrEqual(place.viewport);
      expect(problems.list).toEqual([]);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the contact form’s confirmation shows below the sticky header and takes the focus', async ({ page, problems }) => {
        problems.allow(/ csp$/);
        await page.goto('/nous-contacter');
        await fillContact(page, runMarker(`confirm-nojs-${width}`));
        await page.locator('#form-contact').getByRole('button', { name: /envoyer/i }).click();
        await expect(page).toHaveURL(/\/nous-contacter\?form=contact&formStatus=sent/);
        await expect(page.locator('#form-contact').getByRole('status')).toBeVisible();
        await expect.poll(() => confirmationPlace(page)).toMatchObject({ focused: true });
        const place = await confirmationPlace(page);
        expect(place.top).toBeGreaterThanOrEqual(place.headerBottom);
        expect(place.bottom).toBeLessThanOrEqual(place.viewport);
        expect(problems.list).toEqual([]);
      });
    });
  });
}
