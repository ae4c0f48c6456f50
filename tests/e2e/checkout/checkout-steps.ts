import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';

// The checkout specs' shared steps on domaine.localhost (checkout-journey and checkout-delivery):
// a guest cart made through the API, then the real clicks of each step.
export const port = new URL(process.env.E2E_BASE_URL!).port;
export const domaine = `http://domaine.localhost:${port}`;
export const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Muscadet Les Schistes 2023, 75 cl, 9.80 € a bottle; six make 58.80 €. */
export const DECLINATION = 101;

export const words = {
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
export type Lang = keyof typeof words;

/** Ticks the boxes French law asks before paying: the terms of sale, and the legal age when asked. */
export async function acceptConsents(page: Page, lang: Lang, legalAge = true) {
  await page.getByRole('checkbox', { name: words[lang].terms }).check();
  if (legalAge) await page.getByRole('checkbox', { name: words[lang].legalAge }).check();
  else await expect(page.getByRole('checkbox', { name: words[lang].legalAge })).toHaveCount(0);
}

export const euros = (amount: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(amount);

export async function noAxeViolation(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(wcag).include('main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** A guest cart of six bottles made through the API, its id stored as the browser keeps it (§9 `cart-id`). */
export async function guestCart(page: Page, quantity = 6): Promise<string> {
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

export async function openStep(page: Page, lang: Lang, step: 'address' | 'shipping' | 'payment'): Promise<void> {
  await page.goto(`${domaine}${words[lang].prefix}/cart/${step}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

export async function fillAddress(page: Page, lang: Lang, email = 'lea.martin@example.fr', postalCode = '44330', city = 'Vallet'): Promise<void> {
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
export async function payWithCard(page: Page, lang: Lang, card: string): Promise<void> {
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

export async function paidOrder(page: Page, lang: Lang, orderedCart: string): Promise<void> {
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
export function mailsTo(to: string): { to: string; subject: string; text: string }[] {
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

