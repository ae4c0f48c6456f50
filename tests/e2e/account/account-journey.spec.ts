import { test, expect } from '../support/fixtures.ts';

// Registration and sign-in hash the password with scrypt (deliberately slow): on a loaded 2-core CI
// machine with two browsers the answer can take longer than expect's 5 s.
const SIGN_IN_MS = 20_000;
import { domaine, cases, uniqueEmail, escape, label, axe, registration, register, logIn, ask, adminPage, notice, refusal } from './account-steps.ts';

// The customer's account on the wine site, with the real server and database: registration
// (a minor refused: BLOCK_MINORS_AT_SIGNUP is on), sign-in taking over the guest cart, profile
// and password, password reset from the mailed link, newsletter, deletion, orders and a return.
// French on a desktop, English on a 390 px phone; axe on every account template. The shop's side
// is played by the suite's seeded admin in a browser of its own: the reset link is read in the
// mailbox (/_mail), the order is delivered from the order desk (/admin/orders).

for (const one of cases) {
  test.describe(one.name, () => {
    test.use({ viewport: one.viewport });

    test.beforeEach(async ({ page, problems }) => {
      // The site's Christmas popup was seen already (it opens on every page 3 s after load).
      await page.addInitScript(() => window.localStorage.setItem('popup-1', String(Date.now())));
      // A refused post is answered with its page and the status saying why (422, 401), as decision 0012 wants.
      problems.allow(/status of (422|401) \(/);
    });

    test('registers an adult after refusing a minor, signs out and in again', async ({ page, problems }) => {
      const email = uniqueEmail('inscription');
      await page.goto(domaine(`${one.prefix}/auth`));
      await axe(page);
      const minor = new Date();
      minor.setFullYear(minor.getFullYear() - 16);
      await register(page, one, email, 'vendanges-2024', minor.toISOString().slice(0, 10));
      await expect(refusal(page)).toContainText(one.minor);
      // the answers are kept, the password is not
      await expect(registration(page).getByLabel(label(one.email))).toHaveValue(email);
      await expect(registration(page).getByLabel(label(one.password))).toHaveValue('');
      await register(page, one, email, 'vendanges-2024');
      await expect(page).toHaveURL(domaine(`${one.prefix}/account?done=welcome`), { timeout: SIGN_IN_MS });
      await expect(notice(page)).toContainText(one.welcome);
      await expect(page.locator('main')).toContainText(email);
      await axe(page);
      const cookies = await page.context().cookies();
      const token = cookies.find((cookie) => cookie.name === 'token');
      expect(token).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(token!.expires - Date.now() / 1000).toBeGreaterThan(86_300);
      expect(cookies.find((cookie) => cookie.name === 'idSite')).toMatchObject({ value: '88', httpOnly: true });

      await page.getByRole('button', { name: one.logout }).click();
      await expect(notice(page)).toContainText(one.loggedOut);
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('token');
      await page.goto(domaine(`${one.prefix}/account`));
      await expect(page.locator('main').getByRole('link', { name: /Se connecter ou créer un compte|Sign in or create an account/ })).toBeVisible();
      await axe(page);

      await page.goto(domaine(`${one.prefix}/auth`));
      await logIn(page, one, email, 'pas-le-bon');
      await expect(refusal(page)).toContainText(one.bad);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await logIn(page, one, email, 'vendanges-2024');
      await expect(page).toHaveURL(domaine(`${one.prefix}/account?done=login`), { timeout: SIGN_IN_MS });
      // a new session token at every login
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value).not.toBe(token!.value);
      expect(problems.list).toEqual([]);
    });

    test('takes over the guest cart at sign-in and empties it at sign-out', async ({ page, problems }) => {
      const email = uniqueEmail('panier');
      await register(page, one, email, 'vendanges-2024');
      await page.getByRole('button', { name: one.logout }).click();
      await expect(notice(page)).toContainText(one.loggedOut);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      expect(await ask(page, { type: 'add', idProduct: 2, idDeclination: 201, quantity: 3, productType: 'WINE' })).toEqual({ ok: true });
      await expect(page.locator('.cart-button__count')).toHaveText('3');
      await logIn(page, one, email, 'vendanges-2024');
      await expect(page).toHaveURL(domaine(`${one.prefix}/account?done=login`), { timeout: SIGN_IN_MS });
      await page.goto(domaine(`${one.prefix}/cart`));
      await expect(page.locator('main')).toContainText('Les Gneiss');
      await expect(page.locator('main').getByLabel(one.cartQuantity)).toHaveValue('3');
      await page.goto(domaine(`${one.prefix}/account`));
      await page.getByRole('button', { name: one.logout }).click();
      await expect(notice(page)).toContainText(one.loggedOut);
      await expect(page.locator('.cart-button__count')).toHaveText('0');
      expect(problems.list).toEqual([]);
    });

    test('edits the profile, changes the password, sets the newsletter and deletes the account', async ({ page, problems }) => {
      const email = uniqueEmail('profil');
      await register(page, one, email, 'vendanges-2024');
      await page.goto(domaine(`${one.prefix}/account/profil`));
      await axe(page);
      await page.getByLabel(label(one.firstname)).fill('Louise');
      await page.getByLabel(label(one.phone)).fill('06 11 22 33 44');
      await page.getByRole('button', { name: one.saveProfile }).click();
      await expect(notice(page)).toContainText(one.profileSaved);
      await expect(page.getByLabel(label(one.firstname))).toHaveValue('Louise');
      await expect(page.getByLabel(label(one.phone))).toHaveValue('06 11 22 33 44');

      await page.getByLabel(label(one.current)).fill('pas-le-bon');
      await page.getByLabel(label(one.newPassword)).fill('coteaux-2025');
      await page.getByRole('button', { name: one.changePassword }).click();
      await expect(refusal(page)).toBeVisible();
      await page.getByLabel(label(one.current)).fill('vendanges-2024');
      await page.getByLabel(label(one.newPassword)).fill('coteaux-2025');
      await page.getByRole('button', { name: one.changePassword }).click();
      await expect(notice(page)).toContainText(one.passwordSaved);

      await page.goto(domaine(`${one.prefix}/account`));
      await page.getByLabel(one.newsletterList).check();
      await page.getByRole('button', { name: one.saveNewsletter }).click();
      await expect(page.locator('main')).toContainText(one.subscribed);
      await expect(page.getByLabel(one.newsletterList)).toBeChecked();

      await page.goto(domaine(`${one.prefix}/account/profil`));
      await page.getByLabel(label(one.confirm)).fill('non');
      await page.getByRole('button', { name: one.remove }).click();
      await expect(page.getByLabel(label(one.confirm))).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel(label(one.confirm)).fill(one.word);
      await page.getByRole('button', { name: one.remove }).click();
      await expect(notice(page)).toContainText(one.deleted);
      // The page a post landed on is typed into once it has hydrated, as above (in CI, typing into it while it hydrated once met
      // React's hydration error #418: the tree drawn again on the client lost the typing, and the sign-in was never sent).
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await logIn(page, one, email, 'coteaux-2025');
      await expect(refusal(page)).toContainText(one.bad);
      expect(problems.list).toEqual([]);
    });

    test('resets the password from the mailed link, once', async ({ page, browser, problems }) => {
      const email = uniqueEmail('oubli');
      await register(page, one, email, 'vendanges-2024');
      await page.getByRole('button', { name: one.logout }).click();
      await page.getByRole('link', { name: one.forgot }).click();
      await expect(page).toHaveURL(domaine(`${one.prefix}/password/reset/ask`));
      await axe(page);
      await page.getByLabel(label(one.email)).fill(email);
      await page.getByRole('button', { name: one.sendLink }).click();
      await expect(notice(page)).toContainText(one.asked);
      // an unknown address gets the very same answer
      await page.getByLabel(label(one.email)).fill(uniqueEmail('inconnu'));
      await page.getByRole('button', { name: one.sendLink }).click();
      await expect(notice(page)).toContainText(one.asked);

      // the shop's mailbox has the mail; its link opens the reset page at the address the mailbox is read on
      const admin = await adminPage(browser, one, problems);
      await expect(async () => {
        await admin.goto(domaine(`/_mail?lang=${one.prefix === '' ? 'fr' : 'en'}`));
        await admin.getByRole('row', { name: new RegExp(escape(email)) }).getByRole('link').click({ timeout: 500 });
      }).toPass({ timeout: 20_000 });
      const link = admin.getByRole('link', { name: /\/password\/reset\/[\w-]+$/ });
      const resetUrl = (await link.getAttribute('href'))!;
      expect(resetUrl).toMatch(new RegExp(`^${escape(domaine(`${one.prefix}/password/reset/`))}[\\w-]+$`));
      await link.click();
      await expect(admin).toHaveURL(resetUrl);
      await axe(admin);
      await admin.getByLabel(label(one.newPassword)).fill('nouveau-millesime');
      await admin.getByRole('button', { name: one.savePassword }).click();
      await expect(notice(admin)).toContainText(one.resetDone);
      await admin.context().close();

      await page.goto(domaine(`${one.prefix}/auth`));
      await logIn(page, one, email, 'nouveau-millesime');
      await expect(page).toHaveURL(domaine(`${one.prefix}/account?done=login`), { timeout: SIGN_IN_MS });

      // the link works once
      await page.goto(resetUrl);
      await page.getByLabel(label(one.newPassword)).fill('encore-un-autre');
      await page.getByRole('button', { name: one.savePassword }).click();
      await expect(refusal(page)).toContainText(one.invalid);
      await refusal(page).getByRole('link', { name: one.askAgain }).click();
      await expect(page).toHaveURL(domaine(`${one.prefix}/password/reset/ask`));
      expect(problems.list).toEqual([]);
    });

    test('lists an order with its history and tracking link, and asks for a return', async ({ page, browser, problems }) => {
      const email = uniqueEmail('commande');
      await register(page, one, email, 'vendanges-2024');
      // the order is placed through the API, with the member's session cookie
      const order = await page.evaluate(async (lang) => {
        const headers = { idSite: '88', userLang: lang };
        const form = new FormData();
        form.set('type', 'MAIN_CART');
        form.set('quantity', '6');
        const added = await (await fetch('/api/cart/new/product/101', { method: 'POST', headers, body: form })).json();
        const address = { firstname: 'Léa', lastname: 'Martin', firstPart: '12 quai de la Fosse', postalCode: '44000', city: 'Nantes', country: 'FRA' };
        const body = { idCart: added.data.cartId, user: { phone: '06 12 34 56 78' }, address: { delivery: address, billing: address }, delivery: { type: 'DELIVERY', idCarrier: 1 }, acceptTerms: true, legalAge: true };
        const ordered = await fetch('/api/order', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        const { id, reference } = (await ordered.json()).data as { id: number; reference: string };
        // paid with the test card provider's accepted card
        const paid = await fetch(`/api/payment/test-card-provider/${id}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ cardNumber: '4242 4242 4242 4242' }) });
        return { httpStatus: ordered.status, paidStatus: paid.status, id, reference };
      }, one.lang);
      expect(order.httpStatus).toBe(201);
      expect(order.paidStatus).toBe(200);

      // the shop prepares, ships (with the parcel number) and delivers it from the order desk
      const admin = await adminPage(browser, one, problems);
      await admin.goto(domaine(`${one.prefix}/admin/orders/${order.id}`));
      await expect(admin.getByRole('heading', { level: 1 })).toContainText(order.reference);
      const desk = one.prefix === '' ? { status: 'Nouveau statut', tracking: 'Numéro de suivi', save: 'Enregistrer', saved: 'Le statut a été enregistré.' } : { status: 'New status', tracking: 'Tracking number', save: 'Save', saved: 'The status has been saved.' };
      for (const status of ['PREPARING', 'SHIPPED', 'DELIVERED']) {
        await admin.getByLabel(desk.status).selectOption(status);
        if (status === 'SHIPPED') await admin.getByLabel(desk.tracking).fill('6A12345678901');
        await admin.getByRole('button', { name: desk.save }).click();
        await expect(admin.getByRole('status')).toHaveText(desk.saved);
      }
      await admin.context().close();

      await page.goto(domaine(`${one.prefix}/account/orders`));
      await axe(page);
      const row = page.getByRole('row', { name: new RegExp(order.reference) });
      await expect(row).toContainText(one.delivered);
      await row.getByRole('link').click();
      await expect(page).toHaveURL(domaine(`${one.prefix}/account/orders/${order.id}`));
      await expect(page.locator('main')).toContainText('Les Schistes');
      await expect(page.locator('.account-history')).toContainText(one.delivered);
      await expect(page.getByRole('link', { name: one.tracking })).toHaveAttribute('href', 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
      await axe(page);

      await page.getByRole('link', { name: one.returnItems }).click();
      await expect(page).toHaveURL(domaine(`${one.prefix}/account/orders/${order.id}/return`));
      await axe(page);
      // a reason but nothing to return: refused by the server, the reason kept
      await page.getByLabel(label(one.reason)).selectOption({ label: one.reasonValue });
      await page.getByRole('button', { name: one.ask }).click();
      await expect(page.locator('main')).toContainText(one.pickOne);
      await expect(page.getByLabel(label(one.reason))).toHaveValue('DAMAGED');
      await page.getByLabel(one.quantity).selectOption('2');
      await page.getByRole('button', { name: one.ask }).click();
      await expect(page).toHaveURL(new RegExp(`${one.prefix}/account/orders/${order.id}/return/\\d+\\?done=return$`));
      await expect(notice(page)).toContainText(one.sent);
      await expect(page.locator('[aria-current="step"]')).toContainText(one.asking);
      await expect(page.locator('main')).toContainText(one.reasonValue);
      await expect(page.locator('main')).toContainText('× 2');
      await axe(page);

      // the shop sends the label with its instructions, then marks the parcel received (issue 36);
      // the return's page shows each step reached, the instructions and the label
      const returnPage = page.url();
      const steps = one.prefix === ''
        ? { instructions: 'Instructions au client', file: 'Étiquette (PDF ou PNG, 2 Mo au plus)', send: 'Envoyer l’étiquette au client', received: 'Marquer comme reçu', moved: 'Le retour a été mis à jour.', labelSent: 'Étiquette de retour envoyée', receivedStep: 'Produits reçus', download: 'Télécharger l’étiquette de retour' }
        : { instructions: 'Instructions to the customer', file: 'Label (PDF or PNG, at most 2 MB)', send: 'Send the label to the customer', received: 'Mark as received', moved: 'The return is updated.', labelSent: 'Return label sent', receivedStep: 'Products received', download: 'Download the return label' };
      const desk2 = await adminPage(browser, one, problems);
      await desk2.goto(domaine(`${one.prefix}/admin/orders/${order.id}`));
      await desk2.getByLabel(steps.instructions).fill('Déposez le colis au bureau de poste.');
      await desk2.getByLabel(steps.file).setInputFiles({ name: 'etiquette.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') });
      await desk2.getByRole('button', { name: steps.send }).click();
      await expect(desk2.getByRole('status')).toHaveText(steps.moved);
      await page.goto(returnPage);
      await expect(page.locator('[aria-current="step"]')).toContainText(steps.labelSent);
      await expect(page.locator('main')).toContainText('Déposez le colis au bureau de poste.');
      const labelHref = await page.getByRole('link', { name: steps.download }).getAttribute('href');
      expect(labelHref).toMatch(/^\/return-label\/\d+\/\d+\?expires=\d+&signature=/);
      const downloaded = await page.evaluate(async (href) => {
        const answer = await fetch(href);
        return [answer.status, answer.headers.get('content-type')];
      }, labelHref!);
      expect(downloaded).toEqual([200, 'image/png']);
      await desk2.getByRole('button', { name: steps.received }).click();
      await expect(desk2.getByRole('status')).toHaveText(steps.moved);
      await desk2.context().close();
      await page.goto(returnPage);
      await expect(page.locator('[aria-current="step"]')).toContainText(steps.receivedStep);
      await axe(page);
      expect(problems.list).toEqual([]);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('registers, signs out and signs in with plain form posts', async ({ page, problems }) => {
    const one = cases[0];
    problems.allow(/status of (422|401) \(/);
    // With JavaScript off, Chromium refuses the page's module scripts and preloads (reported as "csp").
    problems.allow(/ csp$/);
    const email = uniqueEmail('sans-js');
    await register(page, one, email, 'vendanges-2024');
    await expect(page).toHaveURL(domaine('/account?done=welcome'));
    await expect(notice(page)).toContainText(one.welcome);
    await page.getByRole('button', { name: one.logout }).click();
    await expect(notice(page)).toContainText(one.loggedOut);
    await logIn(page, one, email, 'faux-mot-de-passe');
    await expect(refusal(page)).toContainText(one.bad);
    await logIn(page, one, email, 'vendanges-2024');
    await expect(page).toHaveURL(domaine('/account?done=login'));
    await expect(page.locator('main')).toContainText(email);
    expect(problems.list).toEqual([]);
  });
});
