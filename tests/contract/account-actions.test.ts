import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../runtime/engine/api/create-api-client.ts';
import type { BlockActionContext } from '../../runtime/index.server.ts';
import { action as authAction, nextPath } from '../../blocks/auth/auth.server.ts';
import { action as resetAction } from '../../blocks/password-reset/password-reset.server.ts';
import { action as accountAction } from '../../blocks/account/account.server.ts';
import { askedProducts } from '../../blocks/order-return/order-return.server.ts';
import { createHarness, type Harness } from './harness.test-utils.ts';
import type { Locale } from '../../rules/locale.ts';

// The account blocks' server actions (the no-JavaScript posts of /auth, /password/reset and
// /account) against the real API in process: what they answer the page and the cookies they set.

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

/** An API client of the domaine site as the web server makes one for a request (with its token cookie). */
function client(locale: Locale, token?: string): ApiClient {
  return createApiClient({
    baseUrl: 'http://api.internal',
    idSite: 88,
    locale,
    fetch: ((url: string, init: RequestInit) => h.app.request(url, init)) as typeof fetch,
    token: token ?? null,
    credentials: 'omit',
  });
}

function post(fields: Record<string, string>, { locale = 'fr_FR', token, cookies = {} }: { locale?: Locale; token?: string; cookies?: Record<string, string> } = {}): BlockActionContext {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return { body, api: client(locale, token), locale, url: new URL(`https://www.domaine-trois-terroirs.fr${locale === 'en' ? '/en' : ''}/auth`), cookie: (name) => cookies[name] };
}

const tokenOf = (setCookies: string[] | undefined) => /^token=([^;]+)/.exec(setCookies?.find((one) => one.startsWith('token=')) ?? '')?.[1];

const adult = { _intent: 'register', firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr', birthdate: '1985-04-12', password: 'vendanges-2024', acceptTerms: 'on' };

describe('the sign-in block action', () => {
  it('refuses a registration without the terms, keeping the answers but not the password', async () => {
    const { acceptTerms: _unticked, ...rest } = adult;
    const answer = await authAction(post(rest));
    expect(answer).toEqual({
      status: 422,
      data: { intent: 'register', message: '', errors: { acceptTerms: 'error.terms' }, values: { firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr', phone: '', birthdate: '1985-04-12' } },
    });
  });

  it('refuses a minor with the API message in the page language', async () => {
    const answer = await authAction(post({ ...adult, birthdate: '2015-06-01' }, { locale: 'en' }));
    expect(answer).toMatchObject({ status: 422, data: { intent: 'register', message: 'You must be at least 18 years old to register' } });
  });

  it('registers, signs in with the §9 cookies on the parent domain, and goes to the account', async () => {
    const answer = await authAction(post(adult));
    expect(answer).toMatchObject({ redirect: '/account?done=welcome' });
    const cookies = 'setCookies' in answer ? answer.setCookies ?? [] : [];
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^token=[\w-]+; Max-Age=86400; Path=\/; Domain=domaine-trois-terroirs\.fr; HttpOnly; SameSite=Lax; Secure$/);
    expect(cookies[1]).toBe('idSite=88; Max-Age=86400; Path=/; Domain=domaine-trois-terroirs.fr; HttpOnly; SameSite=Lax; Secure');
    expect((await client('fr_FR', tokenOf(cookies)).get('/user')).success).toBe(true);
  });

  it('answers a second registration of the same address like the first, without signing in', async () => {
    const answer = await authAction(post({ ...adult, password: 'un-autre-mot-de-passe' }, { locale: 'en' }));
    expect(answer).toEqual({ redirect: '/en/auth?done=registered' });
  });

  it('refuses a wrong password with the API message, then signs in to the asked page with a new token each time', async () => {
    expect(await authAction(post({ _intent: 'login', email: adult.email, password: 'faux' }))).toMatchObject({ status: 401, data: { message: 'E-mail ou mot de passe incorrect', values: { email: adult.email } } });
    const first = await authAction(post({ _intent: 'login', email: adult.email, password: adult.password, next: '/account/orders' }));
    const second = await authAction(post({ _intent: 'login', email: adult.email, password: adult.password, next: '//evil.example/account' }));
    expect(first).toMatchObject({ redirect: '/account/orders?done=login' });
    expect(second).toMatchObject({ redirect: '/account?done=login' });
    const tokens = [first, second].map((one) => tokenOf('setCookies' in one ? one.setCookies : undefined));
    expect(tokens[0]).toBeTruthy();
    expect(tokens[1]).not.toBe(tokens[0]);
  });

  it('takes over the guest cart named by the cart-id cookie', async () => {
    const form = new FormData();
    form.set('type', 'MAIN_CART');
    form.set('quantity', '6');
    const cart = await h.request('POST', '/cart/new/product/101', { site: 88, body: form });
    const cartId = cart.json?.data.cartId as string;
    const answer = await authAction(post({ _intent: 'login', email: adult.email, password: adult.password }, { cookies: { 'cart-id': cartId } }));
    const token = tokenOf('setCookies' in answer ? answer.setCookies : undefined);
    expect((await h.request('GET', `/cart/${cartId}/default`, { site: 88 })).status).toBe(404);
    expect((await h.request('GET', `/cart/${cartId}/default`, { site: 88, token })).status).toBe(200);
  });

  it('signs out: closes the session and clears the cookies and the cart id', async () => {
    const login = await authAction(post({ _intent: 'login', email: adult.email, password: adult.password }));
    const token = tokenOf('setCookies' in login ? login.setCookies : undefined)!;
    const answer = await authAction(post({ _intent: 'logout' }, { locale: 'en', token }));
    expect(answer).toMatchObject({ redirect: '/en/auth?done=loggedOut' });
    expect('setCookies' in answer ? answer.setCookies?.map((one) => one.split(';')[0]) : []).toEqual(['token=', 'idSite=', 'cart-id=']);
    expect((await client('en', token).get('/user')).success).toBe(false);
  });

  it('only follows a next path of this site', () => {
    expect(nextPath('/account/orders/3', 'fr_FR')).toBe('/account/orders/3');
    expect(nextPath('https://evil.example/', 'en')).toBe('/en/account');
    expect(nextPath('/\\evil.example', 'fr_FR')).toBe('/account');
  });

  it('sends an admin to the admin panel, not to the account, when no page was asked', () => {
    expect(nextPath('', 'fr_FR', 'SUPER_ADMIN')).toBe('/admin');
    expect(nextPath('', 'en', 'ADMIN')).toBe('/en/admin');
    expect(nextPath('/admin/orders/4', 'fr_FR', 'ADMIN')).toBe('/admin/orders/4');
    expect(nextPath('', 'fr_FR', 'CUSTOMER')).toBe('/account');
  });

  it('sends an EDITOR to the owners\' editor, whose admin panel is not theirs (decision 0067)', () => {
    expect(nextPath('', 'fr_FR', 'EDITOR')).toBe('/admin/editor?lang=fr');
    expect(nextPath('', 'en', 'EDITOR')).toBe('/admin/editor?lang=en');
    expect(nextPath('/admin/invitation?token=abc', 'fr_FR', 'EDITOR')).toBe('/admin/invitation?token=abc');
  });
});

describe('the password reset block action', () => {
  it('answers any address alike, then sets the password once with the mailed token', async () => {
    expect(await resetAction(post({ _intent: 'ask', email: adult.email }))).toEqual({ redirect: '/password/reset/ask?done=asked' });
    expect(await resetAction(post({ _intent: 'ask', email: 'personne@example.fr' }))).toEqual({ redirect: '/password/reset/ask?done=asked' });
    const mails = await h.outbox();
    expect(mails.filter((mail) => mail.toAddress === 'personne@example.fr')).toEqual([]);
    const token = /password\/reset\/([\w-]+)/.exec(mails.at(-1)?.body ?? '')?.[1] ?? '';
    expect(await resetAction(post({ _intent: 'set', token, password: 'court' }))).toMatchObject({ status: 422, data: { errors: { password: 'error.password' } } });
    expect(await resetAction(post({ _intent: 'set', token, password: 'nouveau-millesime' }, { locale: 'en' }))).toEqual({ redirect: '/en/auth?done=reset' });
    expect(await resetAction(post({ _intent: 'set', token, password: 'encore-un-autre' }, { locale: 'en' }))).toMatchObject({
      status: 422,
      data: { intent: 'set', message: 'This password reset link is invalid or has expired' },
    });
    adult.password = 'nouveau-millesime';
  });
});

describe('the account block action', () => {
  it('deletes the account only with the confirmation word, then clears the cookies', async () => {
    const login = await authAction(post({ _intent: 'login', email: adult.email, password: adult.password }));
    const token = tokenOf('setCookies' in login ? login.setCookies : undefined)!;
    expect(await accountAction(post({ _intent: 'delete', confirm: 'oui' }, { token }))).toMatchObject({ status: 422, data: { errors: { confirm: 'error.confirm' } } });
    const deleted = await accountAction(post({ _intent: 'delete', confirm: 'supprimer' }, { token }));
    expect(deleted).toMatchObject({ redirect: '/auth?done=deleted' });
    expect((await client('fr_FR', token).get('/user')).success).toBe(false);
    expect(await authAction(post({ _intent: 'login', email: adult.email, password: adult.password }))).toMatchObject({ status: 401 });
  });
});

describe('askedProducts', () => {
  it('reads the quantity of each order line, leaving out zeros and anything not a whole number', () => {
    const body = new FormData();
    body.set('quantity-12', '2');
    body.set('quantity-13', '0');
    body.set('quantity-14', '1.5');
    body.set('reason', 'DAMAGED');
    expect(askedProducts(body)).toEqual([{ idOrderLine: 12, quantity: 2 }]);
  });
});
