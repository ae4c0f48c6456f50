import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createAdminWeb, type AdminWeb } from './admin-web.test-utils.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const shots: { url: string; width: number }[] = [];
let sites: string;
let w: AdminWeb;
let admin: string;

beforeAll(async () => {
  sites = mkdtempSync(join(tmpdir(), 'vitrine-admin-sites-'));
  cpSync(resolve(import.meta.dirname, '../../site-configs'), sites, { recursive: true });
  w = await createAdminWeb({ siteConfigs: sites, previewShot: async (url, _cookie, width) => { shots.push({ url, width }); return PNG; } });
  admin = await w.login(ADMIN.email, ADMIN.password);
}, 60_000);
afterAll(async () => {
  await w?.ctx.close();
  rmSync(sites, { recursive: true, force: true });
});

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 600; i += 1) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('timed out');
};
const layoutRow = (html: string, idPage: number, idLayout: number) => {
  const section = html.slice(html.indexOf(`data-page="${idPage}"`));
  const row = section.slice(section.indexOf(`data-layout="${idLayout}"`));
  return row.slice(0, row.indexOf('</tr>'));
};
const hashIn = (row: string) => /data-hash="([0-9a-f]{64})"/.exec(row)?.[1];

describe('/admin', { timeout: 60_000 }, () => {
  it('answers 404 to a visitor, a member and a forged session, in both languages', async () => {
    const member = await w.member('lea.admin@example.fr');
    for (const path of ['/admin', '/en/admin', '/admin/orders', '/admin/preview/10/1', '/admin/preview/10/1/frame', '/admin/orders/1']) {
      expect((await w.get(w.prod, path)).status, path).toBe(404);
      expect((await w.get(w.prod, path, { cookie: member })).status, path).toBe(404);
      expect((await w.get(w.prod, path, { cookie: 'token=forged' })).status, path).toBe(404);
    }
    expect((await w.get(w.dev, '/admin')).status).toBe(404);
  });

  it('lists every page with its layouts, their hashes and previews, and refreshes a changed layout’s preview', async () => {
    const first = await w.get(w.prod, '/admin', { cookie: admin });
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('<h1>Pages et mises en page</h1>');
    expect(html).not.toContain('<script');
    const row = layoutRow(html, 10, 1);
    expect(row).toContain('<code>hero</code>');
    expect(hashIn(row)).toMatch(/^[0-9a-f]{64}$/);
    expect(row).toContain('data-stored-hash=""');
    expect(row).toContain('data-changed="true"');
    await until(async () => shots.some((shot) => shot.url.endsWith('/admin/preview/10/1/frame?lang=fr')));
    expect(shots.find((shot) => shot.url.endsWith('/admin/preview/10/1/frame?lang=fr'))?.width).toBe(1280);
    await until(async () => layoutRow(await (await w.get(w.prod, '/admin', { cookie: admin })).text(), 10, 1).includes('data-changed="false"'));
    const again = layoutRow(await (await w.get(w.prod, '/en/admin', { cookie: admin })).text(), 10, 1);
    expect(again).toContain(`data-stored-hash="${hashIn(row)}"`);
    expect(again).toContain('Unchanged');
    expect(again).toContain('<img class="adm-preview" src="/en/admin/preview/10/1/image?v=');
    const image = await w.get(w.prod, '/admin/preview/10/1/image', { cookie: admin });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('sees a change to a layout in site-configs as a new hash and makes a fresh preview for it', async () => {
    const before = hashIn(layoutRow(await (await w.get(w.prod, '/admin', { cookie: admin })).text(), 10, 1))!;
    const file = join(sites, 'autocars/components/location-car-avec-chauffeur.json');
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    doc.config.layout[0].props.title = { fr: 'Nos cars avec chauffeur, tout confort', en: 'Our coaches with driver, fully equipped' };
    writeFileSync(file, JSON.stringify(doc, null, 2));
    w.ctx.config.reload();
    await until(async () => hashIn(layoutRow(await (await w.get(w.prod, '/admin', { cookie: admin })).text(), 10, 1)) !== before);
    const row = layoutRow(await (await w.get(w.prod, '/admin', { cookie: admin })).text(), 10, 1);
    expect(hashIn(row)).not.toBe(before);
    const after = hashIn(row)!;
    await until(async () => layoutRow(await (await w.get(w.prod, '/admin', { cookie: admin })).text(), 10, 1).includes('data-changed="false"'));
    const preview = await (await w.get(w.prod, `/admin/preview/10/1?hash=${before}`, { cookie: admin })).text();
    expect(preview).toContain(`src="/admin/preview/10/1/image?hash=${before}"`);
    expect(preview).toContain(`<a href="/admin/preview/10/1?hash=${after}">`);
    expect((await w.get(w.prod, `/admin/preview/10/1/image?hash=${before}`, { cookie: admin })).status).toBe(200);
    const frame = await (await w.get(w.prod, '/admin/preview/10/1/frame?lang=en', { cookie: admin })).text();
    expect(frame).toContain('Our coaches with driver, fully equipped');
  });

  it('shows one layout alone in both languages at phone and desktop widths, and says when a hash has no preview', async () => {
    const html = await (await w.get(w.prod, `/en/admin/preview/10/2?hash=${'0'.repeat(64)}`, { cookie: admin })).text();
    for (const lang of ['fr', 'en']) expect(html).toContain(`src="/en/admin/preview/10/2/frame?lang=${lang}"`);
    expect(html).toContain('width="390"');
    expect(html).toContain('width="1280"');
    expect(html).toContain('No preview for this hash.');
    expect((await w.get(w.prod, '/admin/preview/10/99', { cookie: admin })).status).toBe(404);
  });
});

describe('browsing the site as an admin', { timeout: 60_000 }, () => {
  it('checks each layout of the page and makes a fresh preview of a changed one; a visitor’s browsing checks nothing', async () => {
    const path = '/en/coach-hire-with-driver/hire-for-weddings-and-family-events';
    const file = join(sites, 'autocars/components/location-pour-mariages-et-evenements-familiaux.json');
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    doc.config.layout[0].props.title = { fr: 'Un car pour votre mariage', en: 'A coach for your wedding' };
    writeFileSync(file, JSON.stringify(doc, null, 2));
    w.ctx.config.reload();
    await until(async () => (await (await w.get(w.prod, path)).text()).includes('A coach for your wedding'));
    // The previews the panel asked for earlier are all made (the queue is idle) before we look.
    await until(async () => {
      const rows = (await (await w.prod.request('/api/admin/layouts', { headers: { idSite: '87', cookie: admin } })).json()).data as { hash: string; preview: { hash: string } | null }[];
      return rows.length > 0 && rows.every((row) => row.preview?.hash === row.hash);
    });
    shots.length = 0;
    expect((await w.get(w.prod, path)).status).toBe(200);
    await new Promise((done) => setTimeout(done, 300));
    expect(shots.some((shot) => shot.url.includes('/admin/preview/11/'))).toBe(false);
    expect((await w.get(w.prod, path, { cookie: admin })).status).toBe(200);
    await until(async () => shots.some((shot) => shot.url.endsWith('/admin/preview/11/1/frame?lang=fr')));
    await until(async () => {
      const rows = (await (await w.prod.request('/api/admin/layouts', { headers: { idSite: '87', cookie: admin } })).json()).data as { idPage: number; hash: string; preview: { hash: string } | null }[];
      const page = rows.filter((row) => row.idPage === 11);
      return page.length > 0 && page.every((row) => row.preview?.hash === row.hash);
    });
  });
});

describe('/admin/orders', () => {
  it('lists orders with filters, opens one and moves its status with a tracking number', async () => {
    const member = await w.member('claire.orders@example.fr', 88);
    const api = (path: string, init: RequestInit = {}) => w.prod.request(`/api${path}`, { ...init, headers: { idSite: '88', cookie: member, ...(init.headers as Record<string, string>) } });
    const cart = await (await api('/cart/new/product/101', { method: 'POST', body: (() => { const f = new FormData(); f.set('type', 'MAIN_CART'); f.set('quantity', '6'); return f; })() })).json();
    const address = { firstname: 'Claire', lastname: 'Martin', firstPart: '12 quai de la Fosse', postalCode: '44000', city: 'Nantes', country: 'FRA' };
    const order = await (await api('/order', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ idCart: cart.data.cartId, user: { phone: '06 12 34 56 78' }, address: { delivery: address, billing: address }, delivery: { type: 'DELIVERY', idCarrier: 1 }, acceptTerms: true, legalAge: true }) })).json();
    const id = order.data.id as number;
    const domaineAdmin = await w.login(ADMIN.email, ADMIN.password, 88);
    const host = 'domaine.localhost:3000';
    const list = await (await w.get(w.prod, '/admin/orders?status=PENDING_PAYMENT', { cookie: domaineAdmin }, host)).text();
    expect(list).toContain(order.data.reference);
    expect(list).toContain('claire.orders@example.fr');
    expect(await (await w.get(w.prod, '/en/admin/orders?status=DELIVERED', { cookie: domaineAdmin }, host)).text()).toContain('No order matches.');
    const detail = await (await w.get(w.prod, `/en/admin/orders/${id}`, { cookie: domaineAdmin }, host)).text();
    expect(detail).toContain('<option value="PAID">Paid</option>');
    expect(detail).toContain('data-delivery-type="DELIVERY">Home delivery');
    expect(detail).toContain('12 quai de la Fosse');
    const slip = await w.get(w.prod, `/admin/orders/${id}/packing-slip`, { cookie: domaineAdmin }, host);
    expect(slip.status).toBe(200);
    const slipText = await slip.text();
    expect(slipText).toContain('Bon de préparation — commande');
    expect(slipText).toContain('Livraison à domicile');
    expect(slipText).not.toContain('€');
    const post = (body: Record<string, string>) => w.prod.request(`/admin/orders/${id}`, { method: 'POST', headers: { host, cookie: domaineAdmin, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });
    for (const status of ['PAID', 'PREPARING']) expect((await post({ status })).status).toBe(303);
    const shipped = await post({ status: 'SHIPPED', trackingNumber: '6A555' });
    expect(shipped.headers.get('location')).toBe(`/admin/orders/${id}?saved=1`);
    const after = await (await w.get(w.prod, `/admin/orders/${id}?saved=1`, { cookie: domaineAdmin }, host)).text();
    expect(after).toContain('Le statut a été enregistré.');
    expect(after).toContain('data-status="SHIPPED">Expédiée');
    expect(after).toContain('href="https://www.laposte.fr/outils/suivre-vos-envois?code=6A555"');
    const refused = await post({ status: 'PAID' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('role="alert"');
    const mine = await (await api(`/order/${id}`, { headers: { userLang: 'en' } })).json();
    expect(mine.data.status.code).toBe('SHIPPED');
  });
});

describe('refunds on the admin order page (issue #25)', () => {
  it('refunds a cancelled paid order once its confirmation box is ticked, shows the refusal otherwise, and lists the refund', async () => {
    const member = await w.member('paul.refunds@example.fr', 88);
    const api = (path: string, init: RequestInit = {}) => w.prod.request(`/api${path}`, { ...init, headers: { idSite: '88', cookie: member, 'content-type': 'application/json', ...(init.headers as Record<string, string>) } });
    const form = new FormData();
    form.set('type', 'MAIN_CART');
    form.set('quantity', '6');
    const cart = await (await w.prod.request('/api/cart/new/product/101', { method: 'POST', headers: { idSite: '88', cookie: member }, body: form })).json();
    const address = { firstname: 'Paul', lastname: 'Martin', firstPart: '12 quai de la Fosse', postalCode: '44000', city: 'Nantes', country: 'FRA' };
    const order = await (await api('/order', { method: 'POST', body: JSON.stringify({ idCart: cart.data.cartId, user: { phone: '06 12 34 56 78' }, address: { delivery: address, billing: address }, delivery: { type: 'DELIVERY', idCarrier: 1 }, acceptTerms: true, legalAge: true }) })).json();
    const id = order.data.id as number;
    expect((await api(`/payment/test-card-provider/${id}`, { method: 'POST', body: JSON.stringify({ cardNumber: '4242 4242 4242 4242' }) })).status).toBe(200);
    const domaineAdmin = await w.login(ADMIN.email, ADMIN.password, 88);
    const host = 'domaine.localhost:3000';
    const post = (path: string, body: Record<string, string>) => w.prod.request(path, { method: 'POST', headers: { host, cookie: domaineAdmin, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });
    // Paid, not cancelled: the page offers no refund, and the API refuses one in the admin's language.
    expect(await (await w.get(w.prod, `/en/admin/orders/${id}`, { cookie: domaineAdmin }, host)).text()).toContain('Nothing to refund yet');
    const early = await post(`/en/admin/orders/${id}/refund`, { reason: 'CANCELLED', confirm: 'yes' });
    expect(early.status).toBe(409);
    expect(await early.text()).toContain('Only a cancelled order is refunded whole');
    expect((await post(`/admin/orders/${id}`, { status: 'CANCELLED' })).status).toBe(303);
    const page = await (await w.get(w.prod, `/admin/orders/${id}`, { cookie: domaineAdmin }, host)).text();
    expect(page).toContain(`action="/admin/orders/${id}/refund"`);
    expect(page).toContain('Je confirme rembourser ce montant');
    const unconfirmed = await post(`/admin/orders/${id}/refund`, { reason: 'CANCELLED' });
    expect(unconfirmed.status).toBe(409);
    expect(await unconfirmed.text()).toContain('Cochez la case de confirmation pour rembourser.');
    expect(await w.ctx.db.selectFrom('refunds').selectAll().where('orderId', '=', id).execute()).toEqual([]);
    const done = await post(`/admin/orders/${id}/refund`, { reason: 'CANCELLED', confirm: 'yes' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/admin/orders/${id}?refunded=1`);
    const after = await (await w.get(w.prod, `/admin/orders/${id}?refunded=1`, { cookie: domaineAdmin }, host)).text();
    expect(after).toContain('Le remboursement a été fait ; le client a été prévenu par e-mail.');
    expect(after).toContain('Commande annulée');
    expect(after).not.toContain(`action="/admin/orders/${id}/refund"`);
    const mine = await (await api(`/order/${id}`)).json();
    expect(mine.data.refunds).toEqual([expect.objectContaining({ amount: order.data.total, reason: 'CANCELLED' })]);
    // The customer's mail of it, in the order's language (French here).
    const mails = await w.ctx.db.selectFrom('outbox').select(['subject', 'toAddress']).where('kind', '=', 'refund').execute();
    expect(mails.filter((mail) => mail.toAddress === 'paul.refunds@example.fr').map((mail) => mail.subject)).toEqual([`Remboursement de votre commande ${order.data.reference}`]);
  });
});

describe('returns on the admin order page (issue 32)', () => {
  it('refunds a return only once the admin marks it received on the page', async () => {
    const member = await w.member('ines.returns@example.fr', 88);
    const api = (path: string, init: RequestInit = {}) => w.prod.request(`/api${path}`, { ...init, headers: { idSite: '88', cookie: member, 'content-type': 'application/json', ...(init.headers as Record<string, string>) } });
    const form = new FormData();
    form.set('type', 'MAIN_CART');
    form.set('quantity', '6');
    const cart = await (await w.prod.request('/api/cart/new/product/101', { method: 'POST', headers: { idSite: '88', cookie: member }, body: form })).json();
    const address = { firstname: 'Inès', lastname: 'Morel', firstPart: '12 quai de la Fosse', postalCode: '44000', city: 'Nantes', country: 'FRA' };
    const order = await (await api('/order', { method: 'POST', body: JSON.stringify({ idCart: cart.data.cartId, user: { phone: '06 12 34 56 78' }, address: { delivery: address, billing: address }, delivery: { type: 'DELIVERY', idCarrier: 1 }, acceptTerms: true, legalAge: true }) })).json();
    const id = order.data.id as number;
    expect((await api(`/payment/test-card-provider/${id}`, { method: 'POST', body: JSON.stringify({ cardNumber: '4242 4242 4242 4242' }) })).status).toBe(200);
    const domaineAdmin = await w.login(ADMIN.email, ADMIN.password, 88);
    const host = 'domaine.localhost:3000';
    const post = (path: string, body: Record<string, string>) => w.prod.request(path, { method: 'POST', headers: { host, cookie: domaineAdmin, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });
    for (const status of ['PREPARING', 'SHIPPED', 'DELIVERED']) expect((await post(`/admin/orders/${id}`, { status })).status).toBe(303);
    const back = await (await api(`/order-back?order=${id}`)).json();
    const asked = await (await api(`/order/${id}/back-products`, { method: 'POST', body: JSON.stringify({ products: [{ idOrderLine: back.data.products[0].idOrderLine, quantity: 2 }], reason: 'CORKED' }) })).json();
    const returnId = asked.data.returns[0].id as number;
    // Asked only: the refund form waits and says why; a forced post is refused in the admin's language.
    const waiting = await (await w.get(w.prod, `/admin/orders/${id}`, { cookie: domaineAdmin }, host)).text();
    expect(waiting).toContain('Remboursable une fois le retour reçu');
    expect(waiting).toContain(`action="/admin/orders/${id}/returns/${returnId}"`);
    const early = await post(`/en/admin/orders/${id}/refund`, { reason: 'RETURN', returnId: String(returnId), confirm: 'yes' });
    expect(early.status).toBe(409);
    expect(await early.text()).toContain('Refundable once the return is received: mark it received first');
    expect(await w.ctx.db.selectFrom('refunds').selectAll().where('orderId', '=', id).execute()).toEqual([]);
    // Marked received on the page, the same refund goes through.
    const received = await post(`/admin/orders/${id}/returns/${returnId}`, { status: 'RECEIVED' });
    expect([received.status, received.headers.get('location')]).toEqual([303, `/admin/orders/${id}?returnMoved=1`]);
    const ready = await (await w.get(w.prod, `/admin/orders/${id}?returnMoved=1`, { cookie: domaineAdmin }, host)).text();
    expect(ready).toContain('Le retour a été mis à jour.');
    expect(ready).not.toContain('Remboursable une fois le retour reçu');
    // Part of it, typed in euros on the page: read to cents by the money rules, sent as the wire's euros by api.call (decision 0076).
    expect((await post(`/admin/orders/${id}/refund`, { reason: 'RETURN', returnId: String(returnId), amount: '12,50', confirm: 'yes' })).status).toBe(303);
    expect(await w.ctx.db.selectFrom('refunds').select(['returnId', 'amountCents']).where('orderId', '=', id).execute()).toEqual([{ returnId, amountCents: 1250 }]);
    const again = await post(`/admin/orders/${id}/returns/${returnId}`, { status: 'RECEIVED' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Ce retour est « Remboursé » : il ne peut pas passer à « Produits reçus »');
  });
});

describe('a return’s life on the admin pages (issue 36)', () => {
  it('flags the open return in the list, sends a PNG label with instructions through the page, then refuses another return with a reason', async () => {
    const member = await w.member('marc.returns@example.fr', 88);
    const api = (path: string, init: RequestInit = {}) => w.prod.request(`/api${path}`, { ...init, headers: { idSite: '88', cookie: member, 'content-type': 'application/json', ...(init.headers as Record<string, string>) } });
    const form = new FormData();
    form.set('type', 'MAIN_CART');
    form.set('quantity', '6');
    const cart = await (await w.prod.request('/api/cart/new/product/101', { method: 'POST', headers: { idSite: '88', cookie: member }, body: form })).json();
    const address = { firstname: 'Marc', lastname: 'Le Goff', firstPart: '12 quai de la Fosse', postalCode: '44000', city: 'Nantes', country: 'FRA' };
    const order = await (await api('/order', { method: 'POST', body: JSON.stringify({ idCart: cart.data.cartId, user: { phone: '06 12 34 56 78' }, address: { delivery: address, billing: address }, delivery: { type: 'DELIVERY', idCarrier: 1 }, acceptTerms: true, legalAge: true }) })).json();
    const id = order.data.id as number;
    expect((await api(`/payment/test-card-provider/${id}`, { method: 'POST', body: JSON.stringify({ cardNumber: '4242 4242 4242 4242' }) })).status).toBe(200);
    const domaineAdmin = await w.login(ADMIN.email, ADMIN.password, 88);
    const host = 'domaine.localhost:3000';
    const post = (path: string, body: Record<string, string> | FormData) => w.prod.request(path, {
      method: 'POST', body: body instanceof FormData ? body : new URLSearchParams(body).toString(),
      headers: { host, cookie: domaineAdmin, origin: `http://${host}`, ...(body instanceof FormData ? {} : { 'content-type': 'application/x-www-form-urlencoded' }) },
    });
    for (const status of ['PREPARING', 'SHIPPED', 'DELIVERED']) expect((await post(`/admin/orders/${id}`, { status })).status).toBe(303);
    const line = (await (await api(`/order-back?order=${id}`)).json()).data.products[0].idOrderLine;
    const ask = async () => (await (await api(`/order/${id}/back-products`, { method: 'POST', body: JSON.stringify({ products: [{ idOrderLine: line, quantity: 1 }], reason: 'DAMAGED' }) })).json()).data.returns.at(-1).id as number;
    const first = await ask();
    const list = await (await w.get(w.prod, '/en/admin/orders?returns=open', { cookie: domaineAdmin }, host)).text();
    expect(list).toContain(order.data.reference);
    expect(list).toContain('data-open-returns="1"');
    expect(list).toContain('Open returns only');
    const sent = new FormData();
    sent.set('instructions', 'Drop the parcel at any post office.');
    sent.set('label', new File([PNG], 'label.png', { type: 'image/png' }));
    const labelled = await post(`/en/admin/orders/${id}/returns/${first}/label`, sent);
    expect([labelled.status, labelled.headers.get('location')]).toEqual([303, `/en/admin/orders/${id}?returnMoved=1`]);
    const page = await (await w.get(w.prod, `/en/admin/orders/${id}`, { cookie: domaineAdmin }, host)).text();
    expect(page).toContain('Drop the parcel at any post office.');
    const link = /href="(\/return-label\/\d+\/\d+\?[^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
    expect(link).toBeTruthy();
    // The label opens on the shop's own address, without a session (the customer's mail link).
    const got = await w.prod.request(link!, { headers: { host } });
    expect([got.status, got.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await got.arrayBuffer())).toEqual(PNG);
    expect((await w.prod.request(link!.replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`), { headers: { host } })).status).toBe(403);
    const mine = (await (await api(`/order-back?order=${id}`)).json()).data.returns.find((one: { id: number }) => one.id === first);
    expect(mine).toMatchObject({ status: 'LABEL_SENT', instructions: 'Drop the parcel at any post office.' });
    // A second return, refused without a reason first (the API's message on the page), then with one.
    const second = await ask();
    const bare = await post(`/admin/orders/${id}/returns/${second}`, { status: 'REFUSED', reason: '' });
    expect(await bare.text()).toContain('Indiquez pourquoi le retour est refusé : le client le lira');
    expect((await post(`/admin/orders/${id}/returns/${second}`, { status: 'REFUSED', reason: 'Bouteille ouverte' })).status).toBe(303);
    const after = await (await w.get(w.prod, `/admin/orders/${id}`, { cookie: domaineAdmin }, host)).text();
    expect(after).toContain('Bouteille ouverte');
    expect(after).toContain('data-return-status="REFUSED"');
  });
});

describe('a guest’s signed order link (issue #24)', () => {
  it('opens the order page of the mail’s link without an account, and only with the link', async () => {
    const host = 'domaine.localhost:3000';
    const api = (path: string, init: RequestInit = {}) => w.prod.request(`/api${path}`, { ...init, headers: { idSite: '88', ...(init.headers as Record<string, string>) } });
    const cart = await (await api('/cart/new/product/101', { method: 'POST', body: (() => { const f = new FormData(); f.set('type', 'MAIN_CART'); f.set('quantity', '6'); return f; })() })).json();
    const address = { firstname: 'Léa', lastname: 'Roux', firstPart: '3 rue Kervégan', postalCode: '44000', city: 'Nantes', country: 'FRA' };
    const body = { idCart: cart.data.cartId, user: { phone: '06 11 22 33 44', email: 'lea.link@example.fr' }, address: { delivery: address, billing: address }, delivery: { type: 'DELIVERY', idCarrier: 1 }, acceptTerms: true, legalAge: true };
    const order = await (await api('/order', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
    const id = order.data.id as number;
    const domaineAdmin = await w.login(ADMIN.email, ADMIN.password, 88);
    for (const status of ['PAID', 'PREPARING']) {
      await w.prod.request(`/admin/orders/${id}`, { method: 'POST', headers: { host, cookie: domaineAdmin, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ status }).toString() });
    }
    const mail = await w.ctx.db.selectFrom('outbox').select('body').where('toAddress', '=', 'lea.link@example.fr').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const link = new URL(/https?:\/\/\S*\/account\/orders\/\d+\?\S+/.exec(mail.body)![0]);
    const page = await (await w.get(w.prod, `${link.pathname}${link.search}`, {}, host)).text();
    expect(page).toContain(order.data.reference);
    expect(page).toContain('En préparation');
    const without = await (await w.get(w.prod, link.pathname, {}, host)).text();
    expect(without).not.toContain(order.data.reference);
  });
});

