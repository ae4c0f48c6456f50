import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { addLine, address, DOMAINE, member, NOW, orderBody } from './shop-helpers.test-utils.ts';

// A guest's order keeps the e-mail given at checkout and its mails go there; a member's mails go
// to the account. A member's saved addresses are the distinct addresses of their earlier orders.
let h: Harness;
let adminToken: string;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW, env: { ADMIN_EMAIL: 'admin@vitrine.test', ADMIN_PASSWORD: 'admin-password-1' } });
  const login = await h.request('POST', '/login', { site: DOMAINE, body: { email: 'admin@vitrine.test', password: 'admin-password-1' } });
  adminToken = login.json?.data.token as string;
});
afterAll(async () => {
  await h.close();
});

const post = (path: string, body: unknown, options: { token?: string; lang?: string } = {}) =>
  h.request('POST', path, { site: DOMAINE, lang: options.lang ?? 'en', body, ...(options.token ? { token: options.token } : {}) });
const cartWith = async (token?: string) => (await addLine(h, 'new', 101, 6, token ? { token } : {})).json?.data.cartId as string;
const mailsTo = (to: string) => h.ctx.db.selectFrom('outbox').select(['toAddress', 'kind', 'subject', 'lang']).where('toAddress', '=', to).orderBy('id').execute();

describe('a guest’s e-mail on the order', () => {
  it('refuses a guest order without an e-mail, in the customer’s language, and creates nothing', async () => {
    const cartId = await cartWith();
    const body = orderBody(cartId, { user: { phone: '06 12 34 56 78' } });
    const en = await post('/order', body);
    expect(en.status).toBe(400);
    expect(en.json?.message).toBe('Give your e-mail address: your order confirmation is sent to it.');
    const fr = await post('/order', body, { lang: 'fr_FR' });
    expect(fr.json?.message).toBe('Indiquez votre adresse e-mail : elle reçoit la confirmation de votre commande.');
    expect(await h.ctx.db.selectFrom('orders').select('id').where('cartId', '=', cartId).executeTakeFirst()).toBeUndefined();
  });

  it('refuses an e-mail that is not one', async () => {
    const res = await post('/order', orderBody(await cartWith(), { user: { phone: '06 12 34 56 78', email: 'lea-at-example.fr' } }));
    expect(res.status).toBe(400);
    expect(res.json?.message).toMatch(/email/i);
  });

  it('sends the guest’s confirmation and status mails to the e-mail given, in the guest’s language', async () => {
    const cartId = await cartWith();
    const created = await post('/order', orderBody(cartId, { user: { phone: '06 12 34 56 78', email: 'Lea.Roux@Example.fr' } }), { lang: 'fr_FR' });
    expect(created.status).toBe(201);
    const id = created.json!.data.id as number;
    const paid = await post(`/payment/test-card-provider/${id}`, { cardNumber: '4242 4242 4242 4242', cart: cartId });
    expect(paid.status).toBe(200);
    const shipped = await h.request('PUT', `/admin/order/${id}/status`, { site: DOMAINE, lang: 'en', token: adminToken, body: { status: 'PREPARING' } });
    expect(shipped.status).toBe(200);
    const mails = await mailsTo('lea.roux@example.fr');
    // The confirmation goes once the order is paid (#24), then each later status.
    expect(mails.map((mail) => mail.kind)).toEqual(['order-confirmation', 'order-status']);
    expect(mails[0]!.subject).toMatch(/^Votre commande 88-\d{8}-\w{6} — Domaine/);
    expect(mails.every((mail) => mail.lang === 'fr_FR')).toBe(true);
    // The result page says where the mails went, to the cart's holder only (issue 38, item 5).
    const read = await h.request('GET', `/order/${id}?cart=${cartId}`, { site: DOMAINE, lang: 'en' });
    expect(read.json?.data).toMatchObject({ email: 'lea.roux@example.fr', guest: true });
    expect((await h.request('GET', `/order/${id}`, { site: DOMAINE, lang: 'en' })).status).toBe(404);
  });

  it('sends a member’s mails to the account, whatever e-mail the body carries, and keeps none on the order', async () => {
    const token = await member(h, 'claire.guest-test@example.fr');
    const cartId = await cartWith(token);
    const created = await post('/order', orderBody(cartId, { user: { phone: '06 12 34 56 78', email: 'someone-else@example.fr' } }), { token });
    expect(created.status).toBe(201);
    expect(await mailsTo('someone-else@example.fr')).toEqual([]);
    expect(await mailsTo('claire.guest-test@example.fr')).toEqual([]);
    const paid = await post(`/payment/test-card-provider/${created.json!.data.id as number}`, { cardNumber: '4242 4242 4242 4242' }, { token });
    expect(paid.status).toBe(200);
    expect((await mailsTo('someone-else@example.fr'))).toEqual([]);
    expect((await mailsTo('claire.guest-test@example.fr')).map((mail) => mail.kind)).toEqual(['order-confirmation']);
    const row = await h.ctx.db.selectFrom('orders').select('email').where('id', '=', created.json!.data.id as number).executeTakeFirstOrThrow();
    expect(row.email).toBeNull();
    // Its answer names the account's address, where the mails go, not the one the body carried.
    expect((await h.request('GET', `/order/${created.json!.data.id as number}`, { site: DOMAINE, token })).json?.data).toMatchObject({ email: 'claire.guest-test@example.fr', guest: false });
  });
});

describe('GET /user/addresses', () => {
  it('answers 401 without a session', async () => {
    expect((await h.request('GET', '/user/addresses', { site: DOMAINE, lang: 'en' })).status).toBe(401);
  });

  it('lists the distinct addresses of the member’s earlier orders, latest first, with the types they were used as', async () => {
    const token = await member(h, 'addresses@example.fr');
    expect((await h.request('GET', '/user/addresses', { site: DOMAINE, token })).json?.data).toEqual([]);
    const office = { ...address, firstPart: '3 rue Crébillon', secondPart: 'Bureau 4' };
    for (const billing of [address, office]) {
      const res = await post('/order', orderBody(await cartWith(token), { address: { delivery: address, billing } }), { token });
      expect(res.status).toBe(201);
    }
    const saved = (await h.request('GET', '/user/addresses', { site: DOMAINE, token })).json?.data;
    expect(saved).toEqual([
      expect.objectContaining({ firstname: 'Claire', address: '12 quai de la Fosse', postalCode: '44000', city: 'Nantes', country: 'FRA', type: [{ value: 'SHIPPING' }, { value: 'BILLING' }] }),
      expect.objectContaining({ address: '3 rue Crébillon', addressPart2: 'Bureau 4', type: [{ value: 'BILLING' }] }),
    ]);
    // another member sees none of them
    const other = await member(h, 'addresses-other@example.fr');
    expect((await h.request('GET', '/user/addresses', { site: DOMAINE, token: other })).json?.data).toEqual([]);
  });
});
