import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { cartButtonReady } from '../support/cart-button-ready.ts';

// Issue 38, item 5 on domaine.localhost (PAYMENT_METHOD cawl, the test card standing in): the cart
// promises delivery, returns and secure payment from the site's settings and leads back to shopping;
// the payment step shows the logos of the cards CAWL takes and its trust signals; the success page
// says what happens next, the order beside it; order numbers are in lining figures. French and
// English, 1280 and 390 px, axe on each page, real server, database and test card provider.

const port = new URL(process.env.E2E_BASE_URL!).port;
const domaine = `http://domaine.localhost:${port}`;
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Muscadet Les Schistes 2023, 75 cl, 9.80 € a bottle. */
const DECLINATION = 101;

const words = {
  fr: {
    prefix: '', trust: 'Commandez en confiance', days: /Livraison à domicile ou en point relais en \d+ à \d+ jours ouvrés\./,
    free: 'Offerte dès 150,00 € ou 12 bouteilles.', collect: 'Retrait gratuit au domaine, prêt sous 48 h.', returns: 'Retours acceptés sous 14 jours après la réception.',
    secure: 'Paiement sécurisé par CAWL, avec 3-D Secure : vos données de carte ne passent pas par notre site.', cards: 'Cartes acceptées', continue: 'Continuer mes achats',
    email: 'Adresse e-mail', firstname: 'Prénom', lastname: 'Nom', address: 'Adresse', postalCode: 'Code postal', city: 'Ville', phone: 'Téléphone',
    toShipping: 'Continuer vers la livraison', toPayment: 'Continuer vers le paiement', pay: /^Payer /, terms: 'J’accepte les conditions générales de vente',
    legalAge: 'Je certifie avoir 18 ans révolus', card: 'Numéro de carte', expiry: 'Date d’expiration (MM/AA)', cvc: 'Cryptogramme (3 chiffres)',
    next: 'Et maintenant ?', mailSent: 'Un e-mail de confirmation a été envoyé à', createAccount: 'Créer mon compte', wines: '/nos-vins',
  },
  en: {
    prefix: '/en', trust: 'Order with confidence', days: /Home or relay point delivery in \d+ to \d+ working days\./,
    free: 'Free from €150.00 or 12 bottles.', collect: 'Free collection at the estate, ready within 48 hours.', returns: 'Returns accepted within 14 days of receipt.',
    secure: 'Secure payment by CAWL, with 3-D Secure: your card details never pass through our site.', cards: 'Cards accepted', continue: 'Continue shopping',
    email: 'E-mail address', firstname: 'First name', lastname: 'Last name', address: 'Address', postalCode: 'Postal code', city: 'City', phone: 'Phone',
    toShipping: 'Continue to delivery', toPayment: 'Continue to payment', pay: /^Pay /, terms: 'I accept the terms of sale',
    legalAge: 'I confirm I am of legal drinking age (18+)', card: 'Card number', expiry: 'Expiry date (MM/YY)', cvc: 'Security code (3 digits)',
    next: 'What happens now', mailSent: 'A confirmation e-mail has been sent to', createAccount: 'Create my account', wines: '/en/our-wines',
  },
} as const;
type Lang = keyof typeof words;

async function noAxeViolation(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(wcag).include('main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** A guest cart of six bottles made through the API, its id stored as the browser keeps it. */
async function guestCart(page: Page): Promise<string> {
  const answer = await page.request.post(`${process.env.E2E_BASE_URL}/api/cart/new/product/${DECLINATION}`, { headers: { idSite: '88' }, multipart: { type: 'MAIN_CART', quantity: '6' } });
  expect(answer.ok()).toBe(true);
  const cartId = ((await answer.json()) as { data: { cartId: string } }).data.cartId;
  await page.context().addCookies([{ name: 'cart-id', value: cartId, url: domaine }, { name: 'vitrine-consent', value: `denied.${Date.now()}`, url: domaine }]);
  await page.addInitScript((id) => {
    if (!sessionStorage.getItem('reassurance-e2e')) {
      sessionStorage.setItem('reassurance-e2e', '1');
      localStorage.setItem('cart-id', id);
    }
    localStorage.setItem('popup-1', String(Date.now()));
  }, cartId);
  return cartId;
}

/** Both widths looked at: a screenshot of the whole page at 390 and 1280 px, then back to 1280. */
async function lookAt(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

/**
 * Whether an element's digits are lining: its computed font-variant-numeric, asserted with retries —
 * a node React replaces while the cart loads has no computed style for the instant it is detached.
 */
const numeric = (page: Page, selector: string, value: string) => expect(page.locator(selector).first()).toHaveCSS('font-variant-numeric', value);

for (const lang of ['fr', 'en'] as const) {
  test(`the cart reassures, the payment step shows the cards, the success page says what happens next (${lang})`, async ({ page, problems }) => {
    const w = words[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    await guestCart(page);

    // Coming from the wines, the cart promises what the domaine's settings say and leads back there.
    await page.goto(`${domaine}${w.wines}`);
    await page.goto(`${domaine}${w.prefix}/cart`, { referer: `${domaine}${w.wines}` });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const trust = page.locator('main').getByRole('region', { name: w.trust });
    await expect(trust).toContainText(w.days);
    for (const line of [w.free, w.collect, w.returns, w.secure]) await expect(trust).toContainText(line);
    await expect(trust.getByRole('list', { name: w.cards }).getByRole('img')).toHaveCount(3);
    const back = page.locator('main').getByRole('link', { name: w.continue });
    await expect(back).toHaveAttribute('href', w.wines);
    await numeric(page, '.cart-summary__total dd', 'lining-nums tabular-nums');
    await noAxeViolation(page);
    await lookAt(page, `cart-${lang}`);

    // The payment step: CAWL's cards by name, the trust signals above the pay button.
    await page.goto(`${domaine}${w.prefix}/cart/address`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const main = page.locator('main');
    const email = `reassured.${lang}@example.fr`;
    await main.getByLabel(w.email, { exact: true }).fill(email);
    await main.getByLabel(w.firstname, { exact: true }).fill('Léa');
    await main.getByLabel(w.lastname, { exact: true }).fill('Martin');
    await main.getByLabel(w.address, { exact: true }).fill('3 rue des Vignes');
    await main.getByLabel(w.postalCode, { exact: true }).fill('44330');
    await main.getByLabel(w.city, { exact: true }).fill('Vallet');
    await main.getByLabel(w.phone, { exact: true }).fill('06 12 34 56 78');
    await main.getByRole('button', { name: w.toShipping }).click();
    await page.getByRole('radio', { name: /Colissimo Domicile/ }).check();
    await page.getByRole('button', { name: w.toPayment }).click();
    await expect(page).toHaveURL(`${domaine}${w.prefix}/cart/payment`);
    const cards = main.getByRole('list', { name: w.cards });
    for (const name of ['CB', 'Visa', 'Mastercard']) await expect(cards.getByRole('img', { name, exact: true })).toBeVisible();
    await expect(cards.getByRole('img', { name: 'American Express' })).toHaveCount(0);
    await expect(main).toContainText(w.secure);
    await page.getByRole('checkbox', { name: w.terms }).check();
    await page.getByRole('checkbox', { name: w.legalAge }).check();
    await noAxeViolation(page);
    await lookAt(page, `payment-${lang}`);
    // Nothing new covers the pay button: the element at its centre is the button itself (or inside it).
    const pay = page.getByRole('button', { name: w.pay });
    await pay.scrollIntoViewIfNeeded();
    expect(await pay.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && button.contains(top);
    })).toBe(true);

    await pay.click();
    await expect(page).toHaveURL(/\/api\/payment\/test-card-provider\/\d+\/page\?/);
    await page.getByLabel(w.card).fill('4242 4242 4242 4242');
    await page.getByLabel(w.expiry).fill('12/29');
    await page.getByLabel(w.cvc).fill('123');
    await page.getByRole('button', { name: w.pay }).click();

    // The success page: what happens now, the order beside it, its number in lining figures.
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/cart/success/\\d+\\?cart=`));
    const next = page.getByRole('region', { name: w.next });
    await expect(next).toContainText(`${w.mailSent} ${email}.`);
    await expect(next).toContainText('Colissimo Domicile');
    await expect(next.getByRole('link', { name: w.createAccount })).toHaveAttribute('href', `${w.prefix}/auth`);
    await expect(page.locator('main').getByRole('link', { name: w.continue })).toBeVisible();
    await numeric(page, '.checkout-order-number strong', 'lining-nums proportional-nums');
    await numeric(page, '.checkout-summary--order .checkout-summary__totals dd', 'lining-nums tabular-nums');
    // The page uses the grid's width: the summary sits beside the next steps at 1280 px.
    const [steps, summary] = await Promise.all([next.boundingBox(), page.locator('.checkout-summary--order').boundingBox()]);
    expect(summary!.x).toBeGreaterThan(steps!.x + steps!.width);
    await noAxeViolation(page);
    await lookAt(page, `success-${lang}`);
    expect(problems.list).toEqual([]);
  });
}

test('the drawer carries the same promises, compact, and nothing covers its buttons (fr, 390 px)', async ({ page, problems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await guestCart(page);
  await page.goto(`${domaine}/products/search`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await cartButtonReady(page);
  await page.locator('header').getByRole('link', { name: /^Panier/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Votre panier' });
  const trust = drawer.getByRole('region', { name: words.fr.trust });
  // The drawer's code and the cart load on the first open: on a loaded machine that can take more than the default 5 s.
  await expect(trust).toBeVisible({ timeout: 20_000 });
  for (const line of [words.fr.free, words.fr.collect, words.fr.returns, words.fr.secure]) await expect(trust).toContainText(line);
  await expect(trust.getByRole('list', { name: words.fr.cards }).getByRole('img')).toHaveCount(3);
  for (const action of [drawer.getByRole('link', { name: 'Voir le panier' }), drawer.getByRole('button', { name: 'Continuer mes achats' })]) {
    await action.scrollIntoViewIfNeeded();
    // Polled: the drawer slides in, and under load its animation may not have ended yet.
    await expect.poll(() => action.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && element.contains(top);
    })).toBe(true);
  }
  const axe = await new AxeBuilder({ page }).withTags(wcag).include('.cart-drawer__panel').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('drawer-fr-390.png'), fullPage: false });
  expect(problems.list).toEqual([]);
});
