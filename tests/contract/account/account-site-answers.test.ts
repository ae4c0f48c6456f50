import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContracts } from '../../../schemas/api/account/account-contracts.ts';
import { adminLayoutContracts } from '../../../schemas/api/account/admin-layout-contracts.ts';
import { adminSetupContracts } from '../../../schemas/api/account/admin-setup-contracts.ts';
import { authContracts } from '../../../schemas/api/account/auth-contracts.ts';
import { newsletterContracts } from '../../../schemas/api/account/newsletter-contracts.ts';
import { passwordResetContracts } from '../../../schemas/api/account/password-reset-contracts.ts';
import { userContracts } from '../../../schemas/api/account/user-contracts.ts';
import { answersJson, fillPath, type RouteContract } from '../../../schemas/api/route-contract.ts';
import { siteContracts, siteConfigContracts, siteExtraContracts } from '../../../schemas/api/site/site-contracts.ts';
import { validateServed } from '../../../schemas/validation/validate-served.ts';
import { openAdminSetups } from '../../../server/account/open-admin-setups.ts';
import { createHarness, type Harness, type RequestOptions } from '../harness.test-utils.ts';

/*
 * The account's and the site's real answers match their contracts (decision 0073): each JSON
 * route of schemas/api/account and schemas/api/site is called on the real API (SQLite, or
 * PostgreSQL with TEST_DATABASE_URL) and its `data` checked by the one Ajv, as `api.call` checks
 * it in development and tests. The file route (the preview image) is checked for its bytes.
 */

const DOMAINE = 88;
let h: Harness;
let admin: string;
const checked = new Set<RouteContract>();

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAIL: 'admin@vitrine.test', ADMIN_PASSWORD: 'admin-password-1' }, mail: false });
  admin = (await h.request('POST', '/login', { site: DOMAINE, body: { email: 'admin@vitrine.test', password: 'admin-password-1' } })).json!.data.token as string;
});
afterAll(async () => {
  await h?.close();
});

/** Calls a contract's route and checks the answer against the contract: its status below 300, its data of the declared shape. */
async function call(contract: RouteContract, input: { params?: Record<string, unknown>; query?: string; body?: unknown } & Omit<RequestOptions, 'body'> = {}) {
  const { params, query, ...options } = input;
  const path = `${fillPath(contract.path, params)}${query ? `?${query}` : ''}`;
  const res = await h.request(contract.method, path, { site: DOMAINE, ...options });
  expect(res.status, `${contract.method} ${path}: ${res.text}`).toBeLessThan(300);
  if (answersJson(contract)) {
    const result = validateServed(contract.answer, res.json?.data);
    expect(result.ok ? [] : result.errors, `${contract.method} ${contract.path}`).toEqual([]);
  }
  checked.add(contract);
  return res;
}

describe('the account and site answers match their contracts', () => {
  it('a member signs up, signs in, edits their profile, password and newsletter, asks a reset, and leaves', async () => {
    const email = 'answers@example.fr';
    const password = 'motdepasse-solide';
    await call(authContracts.register, { body: { email, password, firstname: 'Claire', lastname: 'Martin', birthdate: '1985-04-12', acceptTerms: true, newsletter: true } });
    const token = (await call(authContracts.login, { body: { email, password } })).json!.data.token as string;
    await call(authContracts.logged, { token });
    await call(authContracts.logged, {});
    await call(userContracts.read, { token });
    await call(userContracts.update, { token, body: { firstname: 'Claire-Anne', birthdate: null } });
    await call(newsletterContracts.lists, { token });
    await call(newsletterContracts.subscription, { token });
    await call(newsletterContracts.subscribe, { token, body: { lists: [] } });
    await call(userContracts.changePassword, { token, body: { currentPassword: password, newPassword: 'un-autre-mot-de-passe' } });
    await call(passwordResetContracts.ask, { body: { email } });
    await call(authContracts.logout, { token });
    const again = (await call(authContracts.login, { body: { email, password: 'un-autre-mot-de-passe' } })).json!.data.token as string;
    await call(userContracts.delete, { token: again });
  });

  it('an e-mail change confirmed and a password reset by their mailed links', async () => {
    const email = 'links@example.fr';
    const password = 'motdepasse-solide';
    await call(authContracts.register, { body: { email, password, firstname: 'Paul', lastname: 'Durand', birthdate: '1979-09-30', acceptTerms: true } });
    const token = (await call(authContracts.login, { body: { email, password } })).json!.data.token as string;
    await call(userContracts.update, { token, body: { email: 'links-new@example.fr', currentPassword: password } });
    // A link's token is only mailed: read from the queued mail.
    const mailedTo = async (address: string) => (await h.outbox()).filter((mail) => mail.toAddress === address).map((mail) => mail.body).join('\n');
    const emailToken = /email-token=([\w-]+)/.exec(await mailedTo('links-new@example.fr'))?.[1];
    expect(emailToken).toBeDefined();
    await call(userContracts.confirmEmail, { body: { token: emailToken } });
    await call(passwordResetContracts.ask, { body: { email: 'links-new@example.fr' } });
    const resetToken = /password\/reset\/([\w-]+)/.exec(await mailedTo('links-new@example.fr'))?.[1];
    expect(resetToken).toBeDefined();
    await call(passwordResetContracts.reset, { body: { token: resetToken, password: 'encore-un-mot-de-passe' } });
  });

  it('the first admin from the setup link (on an API without a seeded admin)', async () => {
    const seeded = h;
    h = await createHarness({ mail: false });
    try {
      const link = (await openAdminSetups(h.ctx)).find((one) => one.idSite === 87);
      expect(link).toBeDefined();
      await call(adminSetupContracts.check, { site: 87, query: `token=${encodeURIComponent(link!.token)}` });
      await call(adminSetupContracts.create, { site: 87, body: { token: link!.token, email: 'owner@autocars.test', password: 'un-mot-de-passe-solide' } });
    } finally {
      await h.close();
      h = seeded;
    }
  });

  it('the admin checks a layout\'s hash, claims and stores its preview, reads it back and lists the layouts', async () => {
    const params = { idPage: 10, idLayout: 1 };
    const { hash } = (await call(adminLayoutContracts.checkHash, { token: admin, params, body: { html: '<p>A</p>' } })).json!.data as { hash: string };
    await call(adminLayoutContracts.claimPreview, { token: admin, params, body: { hash, by: 'answers-test' } });
    const form = new FormData();
    form.append('image', new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'preview.png', { type: 'image/png' }));
    form.append('hash', hash);
    await call(adminLayoutContracts.savePreview, { token: admin, params, body: form });
    const image = await call(adminLayoutContracts.preview, { token: admin, params, query: `hash=${hash}` });
    expect(image.headers.get('content-type')).toBe('image/png');
    await call(adminLayoutContracts.layouts, { token: admin });
  });

  it('the site\'s configuration reads and extras, in both languages', async () => {
    for (const lang of ['fr_FR', 'en']) {
      await call(siteConfigContracts.parameters, { lang });
      await call(siteConfigContracts.info, { lang });
      const tree = (await call(siteConfigContracts.pageTree, { lang })).json!.data as { id: number }[];
      await call(siteConfigContracts.page, { lang, params: { key: String(tree[0]!.id) } });
      await call(siteConfigContracts.componentConf, { lang, params: { slug: 'home' } });
      await call(siteExtraContracts.variations, { lang });
      await call(siteExtraContracts.externalAppConfig, { lang, params: { app: 'PRODUCT_FILE_GENERATOR' } });
      await call(siteExtraContracts.companyAddresses, { lang });
      await call(siteExtraContracts.addressTypes, { lang });
    }
    await call(siteExtraContracts.loadSvg, { site: 87, body: { url: '/media/logos/logo.svg' } });
  });

  it('has checked every contract of the two groups but the card key (its own test sets a key: tests/contract/shop/stripe-public-key.test.ts)', () => {
    const left = [...accountContracts, ...siteContracts].filter((contract) => !checked.has(contract)).map((contract) => `${contract.method} ${contract.path}`);
    expect(left).toEqual(['GET /custom-stripe/public-key']);
  });
});
