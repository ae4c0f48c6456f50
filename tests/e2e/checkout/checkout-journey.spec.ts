import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { devices } from '../support/devices.ts';

// Issue 11 on domaine.localhost: a guest goes from a filled cart through address, delivery and
// payment to a paid order, in French and English, on a 1280 px desktop and a 390 px phone, against
// the real server and database. The cart is filled through the API (the shop journey covers the
// clicks that fill it); everything after is real clicks. Axe scans each step.

const port = new URL(process.env.E2E_BASE_URL!).port;
const domaine = `http://domaine.localhost:${port}`;
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Muscadet Les Schistes 2023, 75 cl, 9.80 € a bottle; six make 58.80 €. */
const DECLINATION = 101;

const words = {
  fr: {
    prefix: '', firstname: 'Prénom', lastname: 'Nom', address: 'Adresse', postalCode: 'Code postal', city: 'Ville', phone: 'Téléphone', email: 'Adresse e-mail',
    invalidEmail: 'Indiquez une adresse e-mail valide (ex. lea.martin@exemple.fr).', confirmSubject: 'Votre commande',
    saved: 'Vos adresses enregistrées', password: 'Mot de passe', signIn: 'Se connecter',
    toShipping: 'Continuer vers la livraison', toPayment: 'Continuer vers le paiement', fix: /Certains champs sont à corriger/, required: 'Ce champ est obligatoire.',
    pay: /^Payer /, card: 'Numéro de carte', expiry: 'Date d’expiration (MM/AA)', cvc: 'Cryptogramme (3 chiffres)', providerPay: /^Payer /,
    declined: 'Le paiement a été refusé', retry: 'Réessayer le paiement', thanks: 'Merci, votre commande est confirmée', number: 'Numéro de commande',
    collect: 'Retrait au domaine (click-and-collect)', relayList: 'Points relais, du plus proche au plus éloigné', code: 'Code promo', apply: 'Appliquer',
    applied: 'Code BIENVENUE10 appliqué.', previous: 'Étape précédente',
    terms: 'J’accepte les conditions générales de vente', legalAge: 'Je certifie avoir 18 ans révolus',
    termsRequired: 'Veuillez accepter les conditions générales de vente pour passer commande.', legalAgeRequired: 'Veuillez certifier avoir 18 ans révolus pour acheter de l’alcool.',
  },
  en: {
    prefix: '/en', firstname: 'First name', lastname: 'Last name', address: 'Address', postalCode: 'Postal code', city: 'City', phone: 'Phone', email: 'E-mail address',
    invalidEmail: 'Enter a valid e-mail address (e.g. lea.martin@example.com).', confirmSubject: 'Your order',
    saved: 'Your saved addresses', password: 'Password', signIn: 'Sign in',
    toShipping: 'Continue to delivery', toPayment: 'Continue to payment', fix: /Some fields need fixing/, required: 'This field is required.',
    pay: /^Pay /, card: 'Card number', expiry: 'Expiry date (MM/YY)', cvc: 'Security code (3 digits)', providerPay: /^Pay /,
    declined: 'The payment was declined', retry: 'Try the payment again', thanks: 'Thank you, your order is confirmed', number: 'Order number',
    collect: 'Collect at the estate (click-and-collect)', relayList: 'Relay points, nearest first', code: 'Discount code', apply: 'Apply',
    applied: 'Code BIENVENUE10 applied.', previous: 'Previous step',
    terms: 'I accept the terms of sale', legalAge: 'I confirm I am of legal drinking age (18+)',
    termsRequired: 'Please accept the terms of sale to place your order.', legalAgeRequired: 'Please confirm you are of legal drinking age (18+) to buy alcohol.',
  },
} as const;
type Lang = keyof typeof words;

/** Ticks the boxes French law asks before paying: the terms of sale, and the legal age when asked. */
async function acceptConsents(page: Page, lang: Lang, legalAge = true) {
  await page.getByRole('checkbox', { name: words[lang].terms }).check();
  if (legalAge) await page.getByRole('checkbox', { name: words[lang].legalAge }).check();
  else await expect(page.getByRole('checkbox', { name: words[lang].legalAge })).toHaveCount(0);
}

const euros = (amount: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(amount);

async function noAxeViolation(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(wcag).include('main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** A guest cart of six bottles made through the API, its id stored as the browser keeps it (§9 `cart-id`). */
async function guestCart(page: Page, quantity = 6): Promise<string> {
  const answer = await page.request.post(`${process.env.E2E_BASE_URL}/api/cart/new/product/${DECLINATION}`, {
    headers: { idSite: '88' },
    multipart: { type: 'MAIN_CART', quantity: String(quantity) },
  });
  expect(answer.ok()).toBe(true);
  const cartId = ((await answer.json()) as { data: { cartId: string } }).data.cartId;
  // The cookie banner answered and the site's Christmas popup seen already (other specs cover them).
  await page.context().addCookies([
    { name: 'cart-id', value: cartId, url: domaine },
    { name: 'vitrine-consent', value: `denied.${Date.now()}`, url: domaine },
  ]);
  await page.addInitScript((id) => {
    if (!sessionStorage.getItem('checkout-e2e')) {
      sessionStorage.setItem('checkout-e2e', '1');
      localStorage.setItem('cart-id', id);
    }
    localStorage.setItem('popup-1', String(Date.now()));
  }, cartId);
  return cartId;
}

async function openStep(page: Page, lang: Lang, step: 'address' | 'shipping' | 'payment'): Promise<void> {
  await page.goto(`${domaine}${words[lang].prefix}/cart/${step}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function fillAddress(page: Page, lang: Lang, email = 'lea.martin@example.fr', postalCode = '44330', city = 'Vallet'): Promise<void> {
  const w = words[lang];
  const main = page.locator('main');
  await main.getByLabel(w.email, { exact: true }).fill(email);
  await main.getByLabel(w.firstname, { exact: true }).fill('Léa');
  await main.getByLabel(w.lastname, { exact: true }).fill('Martin');
  await main.getByLabel(w.address, { exact: true }).fill('3 rue des Vignes');
  await main.getByLabel(w.postalCode, { exact: true }).fill(postalCode);
  await main.getByLabel(w.city, { exact: true }).fill(city);
  await main.getByLabel(w.phone, { exact: true }).fill('06 12 34 56 78');
  await main.getByRole('button', { name: w.toShipping }).click();
  await expect(page).toHaveURL(`${domaine}${w.prefix}/cart/shipping`);
}

/** On the provider's hosted page: a card, an expiry, a code, then pay. */
async function payWithCard(page: Page, lang: Lang, card: string): Promise<void> {
  const w = words[lang];
  await expect(page).toHaveURL(/\/api\/payment\/test-card-provider\/\d+\/page\?/);
  // The provider's address carries a signed, expiring token, never the cart id (issue 21).
  expect(new URL(page.url()).searchParams.get('token')).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);
  expect(new URL(page.url()).searchParams.has('cart')).toBe(false);
  await page.getByLabel(w.card).fill(card);
  await page.getByLabel(w.expiry).fill('12/29');
  await page.getByLabel(w.cvc).fill('123');
  await page.getByRole('button', { name: w.providerPay }).click();
}

async function paidOrder(page: Page, lang: Lang, orderedCart: string): Promise<void> {
  const w = words[lang];
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/cart/success/\\d+\\?cart=`));
  await expect(page.getByRole('heading', { name: w.thanks })).toBeVisible();
  await expect(page.locator('main')).toContainText(w.number);
  await expect(page.locator('.checkout-order-number strong')).toHaveText(/^88-\d{8}-[A-Z][0-9A-Z]{5}$/);
  // §4 clearing: the checkout's local storage keys are gone, and the ordered cart with them
  // (the cart may start a fresh, empty one).
  await expect.poll(() => page.evaluate(() => [localStorage.getItem('address-cart'), localStorage.getItem('carrier-cart'), localStorage.getItem('delivery-type-cart')])).toEqual([null, null, null]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart-id')), { timeout: 10_000 }).not.toBe(orderedCart);
}

/**
 * The mails the suite's server wrote as .eml files (no SMTP_URL: `$DATA_DIR/mail`, each with its
 * `/_mail` summary beside it) to one address.
 */
function mailsTo(to: string): { to: string; subject: string; text: string }[] {
  const folder = path.join(process.env.E2E_DATA_DIR!, 'mail');
  let names: string[] = [];
  try {
    names = readdirSync(folder).filter((name) => /^\d+\.json$/.test(name));
  } catch {
    return [];
  }
  return names
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === to);
}

for (const lang of ['fr', 'en'] as const) {
  for (const device of devices) {
    test(`a guest orders with home delivery, reloads, goes back, is declined then pays (${lang}, ${device.name})`, async ({ page, problems }) => {
      const w = words[lang];
      await page.setViewportSize(device.viewport);
      // Once ordered, the cart is never refused on a reload (#24: no 409 logged, before or after paying).
      const cartId = await guestCart(page);
      await openStep(page, lang, 'address');
      await noAxeViolation(page);
      // Nothing typed: one message at the top, each field's error next to it.
      await page.locator('main').getByRole('button', { name: w.toShipping }).click();
      await expect(page.getByRole('alert').filter({ hasText: w.fix })).toBeVisible();
      await expect(page.locator('main').getByLabel(w.firstname, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('main').getByText(w.required).first()).toBeVisible();
      // A guest gives an e-mail; a wrong one is said beside the field.
      const email = `lea.${lang}.${device.name}@example.fr`;
      const emailField = page.locator('main').getByLabel(w.email, { exact: true });
      await emailField.fill('lea-at-example.fr');
      await page.locator('main').getByRole('button', { name: w.toShipping }).click();
      await expect(emailField).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#checkout-email-error')).toHaveText(w.invalidEmail);
      await fillAddress(page, lang, email);

      const colissimo = page.getByRole('radio', { name: /Colissimo Domicile/ });
      await expect(colissimo).toBeVisible();
      await noAxeViolation(page);
      await colissimo.check();
      await page.getByRole('button', { name: w.toPayment }).click();
      await expect(page).toHaveURL(`${domaine}${w.prefix}/cart/payment`);
      const pay = page.getByRole('button', { name: w.pay });
      await expect(pay).toHaveText(new RegExp(euros(68.7, lang).replace(/\s/g, '\\s')));
      await noAxeViolation(page);

      // A reload keeps the step and everything chosen; back and forward move between steps.
      await page.reload();
      await expect(page.getByRole('button', { name: w.pay })).toBeVisible();
      await expect(page.locator('main')).toContainText('Colissimo Domicile');
      await page.goBack();
      await expect(page).toHaveURL(`${domaine}${w.prefix}/cart/shipping`);
      await expect(page.getByRole('radio', { name: /Colissimo Domicile/ })).toBeChecked();
      await page.goForward();
      await expect(page).toHaveURL(`${domaine}${w.prefix}/cart/payment`);

      // Paying without the terms of sale and the legal age says so at each box, and nothing is ordered.
      await page.getByRole('button', { name: w.pay }).click();
      const terms = page.getByRole('checkbox', { name: w.terms });
      await expect(terms).toBeFocused();
      await expect(terms).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#checkout-accept-terms-error')).toHaveText(w.termsRequired);
      await expect(page.locator('#checkout-legal-age-error')).toHaveText(w.legalAgeRequired);
      await expect(page).toHaveURL(`${domaine}${w.prefix}/cart/payment`);
      await expect(page.getByRole('link', { name: new RegExp(lang === 'fr' ? 'conditions générales de vente' : 'terms of sale') })).toHaveAttribute('href', `${w.prefix}/sale-terms`);
      await acceptConsents(page, lang);
      await expect(page.locator('#checkout-accept-terms-error')).toHaveCount(0);
      await noAxeViolation(page);
      await page.getByRole('button', { name: w.pay }).click();
      await payWithCard(page, lang, '4000 0000 0000 0002');
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/order/error\\?order=\\d+&cart=`));
      await expect(page.getByRole('heading', { name: w.declined })).toBeVisible();
      await expect(page.locator('main')).toContainText(euros(68.7, lang));
      // The order keeps its cart: the badge still counts its six bottles (#24: it showed 0).
      await expect(page.locator('.cart-button__count')).toHaveText('6');
      await noAxeViolation(page);
      await page.getByRole('button', { name: w.retry }).click();
      await payWithCard(page, lang, '4242 4242 4242 4242');
      await paidOrder(page, lang, cartId);
      await noAxeViolation(page);
      // The confirmation reaches the guest's e-mail, in the guest's language, with the order number.
      const reference = (await page.locator('.checkout-order-number strong').textContent())!;
      await expect.poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 15_000 }).toContain(`${w.confirmSubject} ${reference} — Domaine des Trois Terroirs`);
      expect(problems.list).toEqual([]);
    });
  }
}

test('a relay point chosen from the list by distance (fr, phone)', async ({ page, problems }) => {
  problems.allow(/status of 409/);
  const w = words.fr;
  await page.setViewportSize({ width: 390, height: 844 });
  const cartId = await guestCart(page);
  await openStep(page, 'fr', 'address');
  await fillAddress(page, 'fr');
  await page.getByRole('radio', { name: /Mondial Relay/ }).check();
  const list = page.getByRole('group', { name: w.relayList });
  await expect(list.getByRole('radio').first()).toBeVisible();
  await noAxeViolation(page);
  // Continuing without a point says what is missing.
  await page.getByRole('button', { name: w.toPayment }).click();
  await expect(page.getByRole('alert')).toHaveText('Choisissez un point relais.');
  await list.getByRole('radio').first().check();
  await page.getByRole('button', { name: w.toPayment }).click();
  await expect(page).toHaveURL(`${domaine}/cart/payment`);
  await expect(page.locator('main')).toContainText('Point relais');
  await acceptConsents(page, 'fr');
  await page.getByRole('button', { name: w.pay }).click();
  await payWithCard(page, 'fr', '4242424242424242');
  await paidOrder(page, 'fr', cartId);
  await expect(page.locator('main')).toContainText('Point relais :');
});

test('one bottle goes from the cart to click-and-collect and is paid (fr, phone; issue 36, item 2)', async ({ page, problems }) => {
  problems.allow(/status of 409/);
  const w = words.fr;
  await page.setViewportSize({ width: 390, height: 844 });
  const cartId = await guestCart(page, 1);
  // The cart page: below the 3 bottles of a shipment, it says so and still leads to the checkout.
  await page.goto(`${domaine}/cart`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const main = page.locator('main');
  await expect(main).toContainText('Livraison à partir de 3 bouteilles ; retrait au domaine possible dès 1 bouteille.');
  await main.getByRole('link', { name: 'Commander' }).click();
  await expect(page).toHaveURL(`${domaine}/cart/address`);
  await fillAddress(page, 'fr');
  // Delivery is offered from 3 bottles: collection is chosen, delivery is shown unavailable and why.
  await expect(page.getByRole('radio', { name: w.collect })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Livraison/ })).toBeDisabled();
  await page.getByRole('radiogroup', { name: 'Créneau' }).getByRole('radio').first().check();
  await noAxeViolation(page);
  await page.getByRole('button', { name: w.toPayment }).click();
  await expect(page).toHaveURL(`${domaine}/cart/payment`);
  await expect(page.getByRole('button', { name: w.pay })).toHaveText(`Payer ${euros(9.8, 'fr')}`);
  await acceptConsents(page, 'fr');
  await page.getByRole('button', { name: w.pay }).click();
  await payWithCard(page, 'fr', '4242 4242 4242 4242');
  await paidOrder(page, 'fr', cartId);
  await expect(page.locator('main')).toContainText('Retrait au domaine');
});

test('click-and-collect on an allowed day and slot, with a discount code (en, desktop)', async ({ page, problems }) => {
  problems.allow(/status of 409/);
  // The unknown code is refused by the API (a 4xx the browser logs).
  problems.allow(/status of 40[04]/);
  const w = words.en;
  const cartId = await guestCart(page);
  await openStep(page, 'en', 'address');
  await fillAddress(page, 'en');
  await page.getByRole('radio', { name: w.collect }).check();
  await expect(page.getByLabel('Pick-up day')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Time slot' }).getByRole('radio').first().check();
  await noAxeViolation(page);
  await page.getByRole('button', { name: w.toPayment }).click();
  await expect(page).toHaveURL(`${domaine}/en/cart/payment`);
  // Collected: no shipping fee. An unknown code is refused clearly; a real one takes 10 % off.
  await expect(page.getByRole('button', { name: w.pay })).toHaveText(`Pay ${euros(58.8, 'en')}`);
  await page.getByLabel(w.code).fill('NOPE');
  await page.getByRole('button', { name: w.apply }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel(w.code).fill('BIENVENUE10');
  await page.getByRole('button', { name: w.apply }).click();
  await expect(page.getByText(w.applied)).toBeVisible();
  await expect(page.getByRole('button', { name: w.pay })).toHaveText(`Pay ${euros(52.92, 'en')}`);
  await noAxeViolation(page);
  await acceptConsents(page, 'en');
  await page.getByRole('button', { name: w.pay }).click();
  await payWithCard(page, 'en', '4242 4242 4242 4242');
  await paidOrder(page, 'en', cartId);
  await expect(page.locator('main')).toContainText('Collect at the estate :');
  await expect(page.locator('main')).toContainText(euros(52.92, 'en'));
});

for (const [lang, device] of [['fr', devices[0]], ['en', devices[1]]] as const) {
  test(`a member signed in through /auth picks a saved address and pays (${lang}, ${device.name})`, async ({ page, problems }) => {
    problems.allow(/status of 409/);
    const w = words[lang];
    await page.setViewportSize(device.viewport);
    const email = `claire.saved.${lang}.${Date.now()}@example.fr`;
    const password = 'Claire-saved-password-1';
    await page.context().addCookies([{ name: 'vitrine-consent', value: `denied.${Date.now()}`, url: domaine }]);
    await page.addInitScript(() => localStorage.setItem('popup-1', String(Date.now())));
    await page.goto(`${domaine}/auth`);
    const registered = await page.evaluate(async ({ email, password }) => {
      const body = { email, password, firstname: 'Claire', lastname: 'Martin', phone: '0612345678', birthdate: '1985-04-12', acceptTerms: true };
      return (await fetch('/api/register', { method: 'POST', headers: { idSite: '88', 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status;
    }, { email, password });
    expect(registered).toBe(201);
    await page.context().clearCookies({ name: 'token' });
    await page.goto(`${domaine}${w.prefix}/auth`);
    const signIn = page.locator('form', { has: page.locator('input[name="_intent"][value="login"]') });
    await signIn.getByLabel(new RegExp(`^${w.email}( \\*)?$`)).fill(email);
    await signIn.getByLabel(new RegExp(`^${w.password}( \\*)?$`)).fill(password);
    await signIn.getByRole('button', { name: w.signIn }).click();
    await expect(page).toHaveURL(`${domaine}${w.prefix}/account?done=login`);

    // An earlier order leaves an address on file; then a new cart of six bottles.
    const cartId = await page.evaluate(async (declination) => {
      const headers = { idSite: '88' };
      const add = async () => {
        const form = new FormData();
        form.set('type', 'MAIN_CART');
        form.set('quantity', '6');
        return ((await (await fetch(`/api/cart/new/product/${declination}`, { method: 'POST', headers, body: form })).json()) as { data: { cartId: string } }).data.cartId;
      };
      const address = { firstname: 'Claire', lastname: 'Martin', firstPart: '12 quai de la Fosse', postalCode: '44000', city: 'Nantes', country: 'FRA' };
      const earlier = { idCart: await add(), user: { phone: '06 12 34 56 78' }, address: { delivery: address, billing: address }, delivery: { type: 'DELIVERY', idCarrier: 1 }, acceptTerms: true, legalAge: true };
      const ordered = await fetch('/api/order', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(earlier) });
      if (ordered.status !== 201) throw new Error(await ordered.text());
      const cartId = await add();
      localStorage.setItem('cart-id', cartId);
      return cartId;
    }, DECLINATION);
    await page.context().addCookies([{ name: 'cart-id', value: cartId, url: domaine }]);

    await openStep(page, lang, 'address');
    const main = page.locator('main');
    // A member gives no e-mail: the account's is used.
    await expect(main.getByLabel(w.email, { exact: true })).toHaveCount(0);
    const saved = main.getByRole('group', { name: w.saved });
    await expect(saved).toBeVisible();
    await noAxeViolation(page);
    await saved.getByRole('radio', { name: /Claire Martin.*12 quai de la Fosse, 44000 Nantes/ }).check();
    await expect(main.getByLabel(w.address, { exact: true })).toHaveValue('12 quai de la Fosse');
    await expect(main.getByLabel(w.postalCode, { exact: true })).toHaveValue('44000');
    await expect(main.getByLabel(w.city, { exact: true })).toHaveValue('Nantes');
    await main.getByLabel(w.phone, { exact: true }).fill('06 12 34 56 78');
    await main.getByRole('button', { name: w.toShipping }).click();
    await expect(page).toHaveURL(`${domaine}${w.prefix}/cart/shipping`);
    await page.getByRole('radio', { name: /Colissimo Domicile/ }).check();
    await page.getByRole('button', { name: w.toPayment }).click();
    await expect(page).toHaveURL(`${domaine}${w.prefix}/cart/payment`);
    await expect(page.locator('main')).toContainText('12 quai de la Fosse');
    // The member certified their age with the earlier order: only the terms are asked.
    await acceptConsents(page, lang, false);
    await page.getByRole('button', { name: w.pay }).click();
    await payWithCard(page, lang, '4242 4242 4242 4242');
    await paidOrder(page, lang, cartId);
    const reference = (await page.locator('.checkout-order-number strong').textContent())!;
    await expect.poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 15_000 }).toContain(`${w.confirmSubject} ${reference} — Domaine des Trois Terroirs`);
  });
}
