import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { mailsTo } from './checkout-steps.ts';

// Issue 37, row 1 (decision 0059): the coach site sells gift vouchers. A guest opens the menu's
// voucher page, picks 100 €, writes a message, pays with the test card through a checkout without
// a delivery step, and receives the voucher mail (the suite's mailbox, $DATA_DIR/mail) with its
// code and a signed link to the printable voucher, which answers a PDF. In French and English.

const port = new URL(process.env.E2E_BASE_URL!).port;
const autocars = `http://autocars.localhost:${port}`;
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const words = {
  fr: {
    prefix: '', trips: 'Voyages organisés', menu: 'Bons cadeaux', page: '/voyages-organises/bons-cadeaux', product: 'Bon cadeau voyage en autocar', amount: 'Montant : 100 €',
    customize: 'Personnaliser ce produit', message: /Votre message/, summary: /Voir le récapitulatif|Étape suivante/, add: 'Ajouter au panier',
    billing: 'Adresse de facturation', firstname: 'Prénom', lastname: 'Nom', address: 'Adresse', postalCode: 'Code postal', city: 'Ville', phone: 'Téléphone', email: 'Adresse e-mail',
    toPayment: 'Continuer vers le paiement', steps: 'Étapes de la commande', delivery: 'Livraison', sentByMail: 'Envoi par e-mail',
    terms: 'J’accepte les conditions générales de vente', legalAge: 'Je certifie avoir 18 ans révolus',
    pay: /^Payer /, card: 'Numéro de carte', expiry: 'Date d’expiration (MM/AA)', cvc: 'Cryptogramme (3 chiffres)', thanks: 'Merci, votre commande est confirmée',
    subject: 'Vos bons cadeaux — commande', validUntil: 'Valable jusqu’au', text: 'Bon voyage, Mamie !',
  },
  en: {
    prefix: '/en', trips: 'Organised trips', menu: 'Gift vouchers', page: '/en/organised-trips/gift-vouchers', product: 'Coach trip gift voucher', amount: 'Amount: €100',
    customize: 'Personalise this product', message: /Your message/, summary: /See the summary|Next step/, add: 'Add to cart',
    billing: 'Billing address', firstname: 'First name', lastname: 'Last name', address: 'Address', postalCode: 'Postal code', city: 'City', phone: 'Phone', email: 'E-mail address',
    toPayment: 'Continue to payment', steps: 'Checkout steps', delivery: 'Delivery', sentByMail: 'Sent by e-mail',
    terms: 'I accept the terms of sale', legalAge: 'I confirm I am of legal drinking age (18+)',
    pay: /^Pay /, card: 'Card number', expiry: 'Expiry date (MM/YY)', cvc: 'Security code (3 digits)', thanks: 'Thank you, your order is confirmed',
    subject: 'Your gift vouchers — order', validUntil: 'Valid until', text: 'Have a good trip, Grandma!',
  },
} as const;

async function noAxeViolation(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(wcag).include('main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}


for (const lang of ['fr', 'en'] as const) {
  test(`a guest buys a 100 € gift voucher with a message, pays with the test card without a delivery step, and receives it by mail (${lang})`, async ({ page, problems }) => {
    const w = words[lang];
    await page.context().addCookies([{ name: 'vitrine-consent', value: `denied.${Date.now()}`, url: autocars }]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${autocars}${w.prefix || '/'}`);
    // The menu names the voucher page under the organised trips; it lists the voucher.
    const trips = page.locator('nav.main-menu > ul > li').filter({ hasText: w.trips }).first();
    await trips.locator('button').first().click();
    await trips.getByRole('link', { name: w.menu, exact: true }).click();
    await expect(page).toHaveURL(`${autocars}${w.page}`);
    await page.locator('main').getByRole('link', { name: new RegExp(w.product) }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: w.product })).toBeVisible();
    // Its structured data is a Product with an offer per amount, in the page's language.
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
    expect(jsonLd).toContain('"@type":"Product"');
    expect(jsonLd).toContain(`"name":"${w.product}"`);
    expect(jsonLd).toContain('"price":"100.00"');
    // No capacity nor vintage, no technical sheet: a voucher is not a bottle.
    await expect(page.locator('main')).not.toContainText(/cl\b|Millésime|Vintage|Fiche technique|Technical sheet/);
    await page.getByRole('link', { name: w.amount }).click();
    await expect(page.locator('.product-detail__declination')).toHaveText(w.amount);
    await noAxeViolation(page);

    // The personal message, then into the cart.
    await page.getByRole('link', { name: w.customize }).click();
    await expect(page).toHaveURL(/\/1\/102\/customize$/);
    // A full page load (a plain link): typed before hydration, the text would be lost.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const message = page.getByLabel(w.message);
    await message.fill(w.text);
    await expect(message).toHaveValue(w.text);
    await page.getByRole('button', { name: w.summary }).click();
    await expect(page.getByText(w.text)).toBeVisible();
    await page.getByRole('button', { name: w.add }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart-id'))).not.toBeNull();

    // The checkout: two steps, the billing address, no delivery.
    await page.goto(`${autocars}${w.prefix}/cart/address`);
    const steps = page.getByRole('navigation', { name: w.steps });
    await expect(steps.getByRole('listitem')).toHaveCount(2);
    await expect(steps).not.toContainText(w.delivery);
    const main = page.locator('main');
    await expect(main.getByRole('group', { name: w.billing })).toBeVisible();
    const email = `voucher.${lang}@example.fr`;
    await main.getByLabel(w.email, { exact: true }).fill(email);
    await main.getByLabel(w.firstname, { exact: true }).fill('Léa');
    await main.getByLabel(w.lastname, { exact: true }).fill('Martin');
    await main.getByLabel(w.address, { exact: true }).fill('3 rue des Vignes');
    await main.getByLabel(w.postalCode, { exact: true }).fill('85500');
    await main.getByLabel(w.city, { exact: true }).fill('Les Herbiers');
    await main.getByLabel(w.phone, { exact: true }).fill('06 12 34 56 78');
    await noAxeViolation(page);
    await main.getByRole('button', { name: w.toPayment }).click();
    await expect(page).toHaveURL(`${autocars}${w.prefix}/cart/payment`);
    await expect(main.getByRole('heading', { name: w.sentByMail })).toBeVisible();
    await noAxeViolation(page);
    // The terms of sale are accepted before paying (issue 36); a voucher is no alcohol: no legal age asked.
    await expect(main.getByRole('checkbox', { name: w.legalAge })).toHaveCount(0);
    await main.getByRole('checkbox', { name: w.terms }).check();
    await main.getByRole('button', { name: w.pay }).click();

    // The test card provider's page.
    await expect(page).toHaveURL(/\/api\/payment\/test-card-provider\/\d+\/page\?/);
    await page.getByLabel(w.card).fill('4242 4242 4242 4242');
    await page.getByLabel(w.expiry).fill('12/29');
    await page.getByLabel(w.cvc).fill('123');
    await page.getByRole('button', { name: w.pay }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/cart/success/\\d+\\?cart=`));
    await expect(page.getByRole('heading', { name: w.thanks })).toBeVisible();
    const reference = (await page.locator('.checkout-order-number strong').textContent())!;
    expect(reference).toMatch(/^87-\d{8}-[A-Z][0-9A-Z]{5}$/);

    // The voucher mail: its code, the message, the validity and the printable voucher's signed link.
    await expect.poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 20_000 }).toContain(`${w.subject} ${reference} — Autocars Bocage Vendée`);
    const mail = mailsTo(email).find((one) => one.subject.startsWith(w.subject))!;
    expect(mail.text).toMatch(/[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/);
    expect(mail.text).toContain(w.text);
    expect(mail.text).toContain(w.validUntil);
    const link = /https?:\/\/[^/\s]+(\/(?:en\/)?gift-voucher\/\d+\?signature=[\w-]{43})/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    // Asked of the server by its address with the site's host (Node's resolver does not know *.localhost).
    const asAutocars = { headers: { host: `autocars.localhost:${port}` } };
    const pdf = await page.request.get(`${process.env.E2E_BASE_URL}${link![1]}`, asAutocars);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const forged = await page.request.get(`${process.env.E2E_BASE_URL}${link![1]!.replace(/signature=[\w-]{43}/, `signature=${'A'.repeat(43)}`)}`, asAutocars);
    expect(forged.status()).toBe(403);
    expect(problems.list).toEqual([]);
  });
}
