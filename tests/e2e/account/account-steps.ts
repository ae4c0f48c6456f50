import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, watch, type Problems } from '../support/fixtures.ts';
import { suiteAdmin } from '../support/suite-admin.ts';

// The account journey's words in both languages and its steps (account-journey.spec.ts).

const port = new URL(process.env.E2E_BASE_URL!).port;
export const domaine = (path: string) => `http://domaine.localhost:${port}${path}`;
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const cases = [
  {
    name: 'French on a desktop', viewport: { width: 1280, height: 900 }, prefix: '', lang: 'fr_FR',
    firstname: 'Prénom', lastname: 'Nom', email: 'Adresse e-mail', password: 'Mot de passe', birthdate: 'Date de naissance',
    terms: 'Je reconnais avoir lu et compris les conditions d’utilisation et je les accepte', register: 'Créer mon compte',
    login: 'Se connecter', minor: 'Vous devez avoir au moins 18 ans pour vous inscrire', welcome: 'Bienvenue !',
    bad: 'E-mail ou mot de passe incorrect', logout: 'Se déconnecter', loggedOut: 'Vous êtes déconnecté.',
    profile: 'Mes informations', phone: 'Téléphone', saveProfile: 'Enregistrer mes informations', profileSaved: 'Vos informations ont été enregistrées.',
    current: 'Mot de passe actuel', newPassword: 'Nouveau mot de passe', changePassword: 'Changer le mot de passe', passwordSaved: 'Votre mot de passe a été modifié.',
    forgot: 'Mot de passe oublié ?', sendLink: 'Recevoir le lien', asked: 'Si un compte existe pour cette adresse',
    savePassword: 'Enregistrer le mot de passe', resetDone: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
    invalid: 'Ce lien de réinitialisation est invalide ou a expiré', askAgain: 'Demander un nouveau lien',
    newsletterList: /Actualités de/, saveNewsletter: 'Enregistrer mes choix', subscribed: 'Vous êtes inscrit.',
    confirm: 'Pour confirmer, tapez SUPPRIMER', word: 'SUPPRIMER', remove: 'Supprimer définitivement mon compte', deleted: 'Votre compte a été supprimé.',
    orders: 'Mes commandes', delivered: 'Livrée', tracking: 'Suivre le colis', returnItems: 'Retourner des articles',
    quantity: /Quantité à retourner pour/, reason: 'Raison du retour', reasonValue: 'Produit abîmé', ask: 'Demander le retour',
    sent: 'Votre demande de retour est enregistrée.', pickOne: 'Choisissez au moins un article à retourner.', asking: 'Retour demandé', cartQuantity: 'Quantité',
  },
  {
    name: 'English on a phone', viewport: { width: 390, height: 844 }, prefix: '/en', lang: 'en',
    firstname: 'First name', lastname: 'Last name', email: 'E-mail address', password: 'Password', birthdate: 'Date of birth',
    terms: 'I acknowledge having read and understood the terms and accept them', register: 'Create my account',
    login: 'Sign in', minor: 'You must be at least 18 years old to register', welcome: 'Welcome!',
    bad: 'Incorrect e-mail or password', logout: 'Sign out', loggedOut: 'You are signed out.',
    profile: 'My details', phone: 'Phone', saveProfile: 'Save my details', profileSaved: 'Your details have been saved.',
    current: 'Current password', newPassword: 'New password', changePassword: 'Change the password', passwordSaved: 'Your password has been changed.',
    forgot: 'Forgot your password?', sendLink: 'Send me the link', asked: 'If an account exists for this address',
    savePassword: 'Save the password', resetDone: 'Your password has been changed. You can sign in.',
    invalid: 'This password reset link is invalid or has expired', askAgain: 'Ask for a new link',
    newsletterList: /News from/, saveNewsletter: 'Save my choices', subscribed: 'You are subscribed.',
    confirm: 'To confirm, type DELETE', word: 'DELETE', remove: 'Delete my account for good', deleted: 'Your account has been deleted.',
    orders: 'My orders', delivered: 'Delivered', tracking: 'Track the parcel', returnItems: 'Return items',
    quantity: /Quantity to return of/, reason: 'Reason for the return', reasonValue: 'Damaged product', ask: 'Request the return',
    sent: 'Your return request is recorded.', pickOne: 'Choose at least one item to return.', asking: 'Return requested', cartQuantity: 'Quantity',
  },
] as const;

export type Case = (typeof cases)[number];

export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.fr`;

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its whole label, the asterisk of a required one aside (`Nom` is not `Prénom`). */
export const label = (text: string) => new RegExp(`^${escape(text)}( \\*)?$`);

export async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

export function registration(page: Page) {
  return page.locator('form', { has: page.getByRole('button', { name: /Créer mon compte|Create my account/ }) });
}

function signIn(page: Page) {
  return page.locator('form', { has: page.locator('input[name="_intent"][value="login"]') });
}

export async function register(page: Page, one: Case, email: string, password: string, birthdate = '1985-04-12') {
  await page.goto(domaine(`${one.prefix}/auth`));
  const form = registration(page);
  await form.getByLabel(label(one.firstname)).fill('Léa');
  await form.getByLabel(label(one.lastname)).fill('Martin');
  await form.getByLabel(label(one.email)).fill(email);
  await form.getByLabel(label(one.birthdate)).fill(birthdate);
  await form.getByLabel(label(one.password)).fill(password);
  await form.getByLabel(one.terms).check();
  await submit(page, form.getByRole('button', { name: one.register }));
}

export async function logIn(page: Page, one: Case, email: string, password: string) {
  const form = signIn(page);
  await form.getByLabel(label(one.email)).fill(email);
  await form.getByLabel(label(one.password)).fill(password);
  await submit(page, form.getByRole('button', { name: one.login }));
}

// A plain post (decision 0012) is a whole page load. On a loaded 2-core CI machine with two browsers,
// the answer and its page can take longer than expect's 5 s (the refusal of a minor once did): the
// step waits for the post's answer itself, so a post the browser never sends fails here, by name.
const POST_MS = 20_000;

async function submit(page: Page, button: Locator) {
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().isNavigationRequest(), { timeout: POST_MS });
  await button.click();
  await answered;
}

export { ask } from '../support/cart-request.ts';

/** A browser of the shop's admin, signed in on the wine site; its page's problems count as the test's. */
export async function adminPage(browser: Browser, one: Case, problems: Problems): Promise<Page> {
  const admin = await (await browser.newContext({ viewport: one.viewport })).newPage();
  watch(admin, (text) => problems.list.push(`admin ${text}`));
  // signed in as the panel's own scripts do: the sign-in call sets the session cookie
  await admin.goto(domaine(`${one.prefix}/auth`));
  const status = await admin.evaluate(async (body) => (await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', idSite: '88' }, body: JSON.stringify(body) })).status, suiteAdmin);
  expect(status).toBe(200);
  return admin;
}

/** The outcome of a post, as the account screens announce it. */
export const notice = (page: Page) => page.locator('main .account-notice--success[role="status"]');
export const refusal = (page: Page) => page.locator('main [role="alert"]');
