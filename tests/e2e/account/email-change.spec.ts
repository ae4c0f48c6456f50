import { test, expect } from '../support/fixtures.ts';
import { adminPage, axe, cases, domaine, escape, label, notice, refusal, register, uniqueEmail } from './account-steps.ts';

// Changing the login e-mail (issue 21, point 4): the profile asks for the password as soon as the
// address differs, says to check the new inbox, and the link mailed there (read in the shop's
// mailbox, /_mail) lands on the profile page, where one button confirms the new address.

const words = {
  '': { yourPassword: 'Votre mot de passe', checkInbox: 'Consultez votre nouvelle boîte de réception', confirm: 'Confirmer ma nouvelle adresse', confirmed: 'Votre nouvelle adresse e-mail est enregistrée', wrong: 'Le mot de passe actuel est incorrect' },
  '/en': { yourPassword: 'Your password', checkInbox: 'Check your new inbox', confirm: 'Confirm my new address', confirmed: 'Your new e-mail address is saved', wrong: 'The current password is incorrect' },
} as const;

for (const one of cases) {
  test.describe(one.name, () => {
    test.use({ viewport: one.viewport });

    test.beforeEach(async ({ page, problems }) => {
      await page.addInitScript(() => window.localStorage.setItem('popup-1', String(Date.now())));
      problems.allow(/status of (422|401) \(/);
    });

    test('changes the login e-mail only once the new address confirms the mailed link', async ({ page, browser, problems }) => {
      const say = words[one.prefix];
      const email = uniqueEmail('ancienne');
      const next = uniqueEmail('nouvelle');
      await register(page, one, email, 'vendanges-2024');
      await page.goto(domaine(`${one.prefix}/account/profil`));
      await expect(page.getByLabel(label(say.yourPassword))).toHaveCount(0);
      await page.getByLabel(label(one.email)).fill(next);
      await page.getByLabel(label(say.yourPassword)).fill('pas-le-bon');
      await page.getByRole('button', { name: one.saveProfile }).click();
      await expect(refusal(page)).toContainText(say.wrong);
      await page.getByLabel(label(say.yourPassword)).fill('vendanges-2024');
      await page.getByRole('button', { name: one.saveProfile }).click();
      await expect(notice(page)).toContainText(say.checkInbox);
      await expect(page.getByLabel(label(one.email))).toHaveValue(email);
      await axe(page);

      const admin = await adminPage(browser, one, problems);
      await expect(async () => {
        await admin.goto(domaine(`/_mail?lang=${one.prefix === '' ? 'fr' : 'en'}`));
        await admin.getByRole('row', { name: new RegExp(escape(next)) }).getByRole('link').click({ timeout: 500 });
      }).toPass({ timeout: 20_000 });
      const link = (await admin.getByRole('link', { name: /email-token=[\w-]+$/ }).getAttribute('href'))!;
      expect(link).toMatch(new RegExp(`^${escape(domaine(`${one.prefix}/account/profil?email-token=`))}[\\w-]+$`));
      await admin.context().close();

      await page.goto(link);
      await axe(page);
      await page.getByRole('button', { name: say.confirm }).click();
      await expect(notice(page)).toContainText(say.confirmed);
      await expect(page.getByLabel(label(one.email))).toHaveValue(next);
      expect(problems.list).toEqual([]);
    });
  });
}
