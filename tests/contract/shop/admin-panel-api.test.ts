import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { addLine, AUTOCARS, DOMAINE, member, NOW, orderBody } from './shop-helpers.test-utils.ts';

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
    expect(detail.json!.data.customer).toEqual({ email: 'panel@example.fr', name: 'Claire Martin' });
    for (const status of ['PAID', 'PREPARING']) await as(admin).put(`/admin/order/${id}/status`, { status });
    await as(admin).put(`/admin/order/${id}/status`, { status: 'SHIPPED', trackingNumber: '6A999' });
    const shipped = (await as(admin).get(`/admin/order/${id}`)).json!.data;
    expect(shipped.nextStatuses.map((one: { code: string }) => one.code)).toEqual(['DELIVERED']);
    expect(shipped.tracking).toEqual({ trackingNumber: '6A999', url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A999' });
    expect(shipped.history.map((one: { code: string }) => one.code)).toEqual(['PENDING_PAYMENT', 'PAID', 'PREPARING', 'SHIPPED']);
    expect((await as(autocarsAdmin, AUTOCARS).get(`/admin/order/${id}`)).status).toBe(404);
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
