import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { addLine, address, AUTOCARS, DOMAINE, member, NOW, orderBody } from './shop-helpers.test-utils.ts';
import type { Locale } from '../../../rules/locale.ts';

let h: Harness;
let admin: string;
let autocarsAdmin: string;
let memberToken: string;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW, env: { ADMIN_EMAIL: 'admin@vitrine.test', ADMIN_PASSWORD: 'admin-password-1' }, mail: false });
  memberToken = await member(h, 'panel@example.fr');
  admin = (await h.request('POST', '/login', { site: DOMAINE, body: { email: 'admin@vitrine.test', password: 'admin-password-1' } })).json!.data.token as string;
  autocarsAdmin = (await h.request('POST', '/login', { site: AUTOCARS, body: { email: 'admin@vitrine.test', password: 'admin-password-1' } })).json!.data.token as string;
});
afterAll(async () => {
  await h.close();
});

const as = (token: string, site = DOMAINE) => ({
  get: (path: string) => h.request('GET', path, { site, lang: 'en', token }),
  put: (path: string, body: unknown) => h.request('PUT', path, { site, lang: 'en', token, body }),
});

describe('admin orders (extensions)', () => {
  it('lists the site’s orders newest first, filtered by status and date, with the customer', async () => {
    const first = (await addLine(h, 'new', 101, 6, { token: memberToken })).json!.data.cartId as string;
    const a = (await h.request('POST', '/order', { site: DOMAINE, token: memberToken, body: orderBody(first) })).json!.data.id as number;
    const second = (await addLine(h, 'new', 101, 6, { token: memberToken })).json!.data.cartId as string;
    const b = (await h.request('POST', '/order', { site: DOMAINE, token: memberToken, body: orderBody(second) })).json!.data.id as number;
    await as(admin).put(`/admin/order/${b}/status`, { status: 'CANCELLED' });
    const all = await as(admin).get('/admin/orders');
    expect(all.json!.data).toMatchObject({ total: 2, page: 1, perPage: 20 });
    expect(all.json!.data.items.map((item: { id: number }) => item.id)).toEqual([b, a]);
    expect(all.json!.data.items[0]).toMatchObject({ status: { code: 'CANCELLED', value: 'Cancelled' }, customer: { email: 'panel@example.fr', name: 'Claire Martin' } });
    expect((await as(admin).get('/admin/orders?status=PENDING_PAYMENT')).json!.data.items.map((item: { id: number }) => item.id)).toEqual([a]);
    expect((await as(admin).get('/admin/orders?from=2026-11-22')).json!.data.total).toBe(0);
    expect((await as(admin).get('/admin/orders?from=2026-11-21&to=2026-11-21')).json!.data.total).toBe(2);
    expect((await as(admin).get('/admin/orders?from=2026-11-22&to=2026-11-21')).status).toBe(400);
    expect((await as(admin).get('/admin/orders?status=LOST')).status).toBe(400);
    expect((await as(memberToken).get('/admin/orders')).status).toBe(403);
    expect((await h.request('GET', '/admin/orders', { site: DOMAINE })).status).toBe(401);
  });

  it('details one order with the statuses it may go to next and its tracking link', async () => {
    const cart = (await addLine(h, 'new', 101, 6, { token: memberToken })).json!.data.cartId as string;
    const id = (await h.request('POST', '/order', { site: DOMAINE, token: memberToken, body: orderBody(cart) })).json!.data.id as number;
    const detail = await as(admin).get(`/admin/order/${id}`);
    expect(detail.json!.data.nextStatuses.map((one: { code: string }) => one.code)).toEqual(['PAYMENT_FAILED', 'PAID', 'CANCELLED']);
    expect(detail.json!.data.customer).toEqual({ guest: false, email: 'panel@example.fr', name: 'Claire Martin', phone: '06 12 34 56 78' });
    for (const status of ['PAID', 'PREPARING']) await as(admin).put(`/admin/order/${id}/status`, { status });
    await as(admin).put(`/admin/order/${id}/status`, { status: 'SHIPPED', trackingNumber: '6A999' });
    const shipped = (await as(admin).get(`/admin/order/${id}`)).json!.data;
    expect(shipped.nextStatuses.map((one: { code: string }) => one.code)).toEqual(['DELIVERED']);
    expect(shipped.tracking).toEqual({ trackingNumber: '6A999', url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A999' });
    expect(shipped.history.map((one: { code: string }) => one.code)).toEqual(['PENDING_PAYMENT', 'PAID', 'PREPARING', 'SHIPPED']);
    expect((await as(autocarsAdmin, AUTOCARS).get(`/admin/order/${id}`)).status).toBe(404);
  });
});

describe('an order a shop employee can ship from (issue #24)', () => {
  const guestOrder = async (lang: string, over: Record<string, unknown>, line: { id: number; quantity: number; customizations?: unknown[]; files?: File[] } = { id: 101, quantity: 6 }) => {
    const cart = (await addLine(h, 'new', line.id, line.quantity, { ...(line.customizations ? { customizations: line.customizations } : {}), ...(line.files ? { files: line.files } : {}) })).json!.data.cartId as string;
    const created = await h.request('POST', '/order', { site: DOMAINE, lang, body: orderBody(cart, { user: { phone: '06 11 22 33 44', email: 'lea.roux@example.fr' }, ...over }) });
    expect(created.status).toBe(201);
    return created.json!.data.id as number;
  };
  const detail = async (id: number, lang: Locale) => (await h.request('GET', `/admin/order/${id}`, { site: DOMAINE, lang, token: admin })).json!.data;
  const moveTo = (id: number, status: string, lang = 'en', trackingNumber?: string) =>
    h.request('PUT', `/admin/order/${id}/status`, { site: DOMAINE, lang, token: admin, body: { status, ...(trackingNumber ? { trackingNumber } : {}) } });

  it('names a guest by the billing address, with the e-mail and phone given, and the delivery in words, fr and en', async () => {
    const id = await guestOrder('fr_FR', {});
    const en = await detail(id, 'en');
    expect(en.customer).toEqual({ guest: true, name: 'Claire Martin', email: 'lea.roux@example.fr', phone: '06 11 22 33 44' });
    expect(en.deliveryType).toEqual({ code: 'DELIVERY', value: 'Home delivery' });
    expect((await detail(id, 'fr_FR')).deliveryType).toEqual({ code: 'DELIVERY', value: 'Livraison à domicile' });
    expect(en.carrier).toMatchObject({ id: 1, name: expect.any(String) });
    expect(en.addresses.delivery).toMatchObject({ firstPart: address.firstPart, postalCode: '44000', city: 'Nantes' });
  });

  it('shows the relay point and the click-and-collect slot', async () => {
    const relay = await detail(await guestOrder('en', { delivery: { type: 'PICKUP', idCarrier: 2, accessPointId: 'MR-044-11402' } }), 'en');
    expect(relay.deliveryType.value).toBe('Relay point');
    expect(relay.relayPoint).toEqual({ name: expect.any(String), address: expect.stringMatching(/\d{5} /) });
    const collect = await detail(await guestOrder('en', {
      delivery: { type: 'CLICK_AND_COLLECT', idAddress: 1 }, dateSchedule: '2026-11-24', idSchedule: 1, address: { billing: address },
    }), 'fr_FR');
    expect(collect.deliveryType.value).toBe('Retrait en boutique (click and collect)');
    expect(collect.pickup).toMatchObject({ date: '2026-11-24', opens: '09:00', closes: '12:30', place: { name: expect.any(String) } });
  });

  it('gives each personalised line its answers in words, in the admin’s language, and the uploaded logo to the staff only', async () => {
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13])], 'logo.png', { type: 'image/png' });
    const id = await guestOrder('fr_FR', {}, {
      id: 1301, quantity: 1, files: [png],
      customizations: [{ idCustomization: 1, answer: 'Pour Paul' }, { idCustomization: 2, answer: 'chene' }, { idCustomization: 4, answer: 'logo.png' }],
    });
    const en = await detail(id, 'en');
    const answers = en.customizations[String(en.products[0].id)];
    expect(answers.map((one: { display: string }) => one.display)).toEqual(['Pour Paul', expect.not.stringMatching(/^chene$/), 'logo.png']);
    expect(answers[2].fileId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answers.every((one: { label: string | null }) => typeof one.label === 'string')).toBe(true);
    const logo = await h.request('GET', `/admin/order/${id}/file/${answers[2].fileId}`, { site: DOMAINE, token: admin });
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.text.slice(1, 4)).toBe('PNG');
    expect((await h.request('GET', `/admin/order/${id}/file/${answers[2].fileId}`, { site: DOMAINE, token: memberToken })).status).toBe(403);
    const other = await guestOrder('en', {});
    expect((await h.request('GET', `/admin/order/${other}/file/${answers[2].fileId}`, { site: DOMAINE, token: admin })).status).toBe(404);
  });

  it('offers and accepts “Ready for pickup” only for click and collect, refusing it in both languages otherwise', async () => {
    const home = await guestOrder('en', {});
    for (const status of ['PAID', 'PREPARING']) expect((await moveTo(home, status)).status).toBe(200);
    expect((await detail(home, 'en')).nextStatuses.map((one: { code: string }) => one.code)).toEqual(['SHIPPED']);
    const refused = await moveTo(home, 'READY_FOR_PICKUP');
    expect(refused.status).toBe(422);
    expect(refused.json!.message).toBe('“Ready for pickup” is only for click-and-collect orders');
    expect((await moveTo(home, 'READY_FOR_PICKUP', 'fr_FR')).json!.message).toBe('« Prête à être retirée » ne concerne que les commandes en click and collect');
    expect((await detail(home, 'en')).status.code).toBe('PREPARING');
    const collect = await guestOrder('en', { delivery: { type: 'CLICK_AND_COLLECT', idAddress: 1 }, dateSchedule: '2026-11-24', idSchedule: 1, address: { billing: address } });
    for (const status of ['PAID', 'PREPARING']) await moveTo(collect, status);
    expect((await detail(collect, 'en')).nextStatuses.map((one: { code: string }) => one.code)).toContain('READY_FOR_PICKUP');
    expect((await moveTo(collect, 'READY_FOR_PICKUP')).status).toBe(200);
  });

  it('keeps a pasted tracking URL as the link, in the page and in the mail', async () => {
    const id = await guestOrder('en', {});
    for (const status of ['PAID', 'PREPARING']) await moveTo(id, status);
    const pasted = 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345';
    expect((await moveTo(id, 'SHIPPED', 'en', pasted)).status).toBe(200);
    expect((await detail(id, 'en')).tracking).toEqual({ trackingNumber: pasted, url: pasted });
    const mail = await h.ctx.db.selectFrom('outbox').select(['body', 'html']).where('toAddress', '=', 'lea.roux@example.fr').where('kind', '=', 'order-status').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.body).toContain(pasted);
    expect(`${mail.body}${mail.html ?? ''}`).not.toContain(encodeURIComponent(pasted));
  });
});

describe('layout previews by hash (extensions)', () => {
  const png = (byte: number) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, byte])], 'preview.png', { type: 'image/png' });
  const upload = (hash: string | null, byte: number) => {
    const form = new FormData();
    form.set('image', png(byte));
    if (hash) form.set('hash', hash);
    return h.request('PUT', '/admin/page/10/layout/2/preview', { site: AUTOCARS, token: autocarsAdmin, body: form });
  };

  it('keeps each preview findable by the hash it was made for, and lists hashes and previews', async () => {
    const one = 'a'.repeat(64);
    const two = 'b'.repeat(64);
    await h.request('POST', '/admin/page/10/layout/2/hash/check', { site: AUTOCARS, token: autocarsAdmin, body: { html: '<p>v1</p>' } });
    expect((await upload(one, 1)).status).toBe(200);
    expect((await upload(two, 2)).status).toBe(200);
    const current = await h.request('GET', '/admin/page/10/layout/2/preview', { site: AUTOCARS, token: autocarsAdmin });
    expect(current.headers.get('content-type')).toBe('image/png');
    expect(current.text.charCodeAt(4)).toBe(2);
    const earlier = await h.request('GET', `/admin/page/10/layout/2/preview?hash=${one}`, { site: AUTOCARS, token: autocarsAdmin });
    expect(earlier.status).toBe(200);
    expect(earlier.text.charCodeAt(4)).toBe(1);
    const unknown = await h.request('GET', `/admin/page/10/layout/2/preview?hash=${'c'.repeat(64)}`, { site: AUTOCARS, token: autocarsAdmin, lang: 'en' });
    expect(unknown.status).toBe(404);
    expect((await upload('not-a-hash', 3)).status).toBe(400);
    const layouts = await h.request('GET', '/admin/layouts', { site: AUTOCARS, token: autocarsAdmin });
    expect(layouts.json!.data).toEqual([expect.objectContaining({
      idPage: 10, idLayout: 2, hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      preview: expect.objectContaining({ hash: two }),
      versions: expect.arrayContaining([expect.objectContaining({ hash: one }), expect.objectContaining({ hash: two })]),
    })]);
    expect((await h.request('GET', '/admin/layouts', { site: DOMAINE, token: memberToken })).status).toBe(403);
  });
});
