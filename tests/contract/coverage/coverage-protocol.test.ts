import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../server/app.ts';
import { expectFail, expectOk, openCoverage, type Coverage } from './coverage-kit.test-utils.ts';
import { createProtocolFixture } from './coverage-protocol-fixture.test-utils.ts';
import { orderBody } from '../shop/shop-helpers.test-utils.ts';

// The protocol of §7–§9 across calls: envelope, headers, multipart, list query strings, page
// sizes, auth cookies and tokens, and all-or-nothing writes.
let cov: Coverage;
let fixture: ReturnType<typeof createProtocolFixture>;
beforeAll(async () => {
  fixture = createProtocolFixture();
  cov = await openCoverage({ siteConfigs: fixture.root });
  const problems = cov.h.ctx.config.problems().filter((line) => line.startsWith('autocars/'));
  if (problems.length > 0) throw new Error(`The protocol fixture is invalid:\n${problems.join('\n')}`);
});
afterAll(async () => {
  await cov.close();
  fixture.cleanup();
});

describe('envelope on every answer', () => {
  it('answers an unknown route 404 with the §8 message', async () => {
    const res = await cov.h.request('GET', '/pas/de/route');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, data: null, message: 'This page could not be found' });
  });

  it('answers a wrong method 405 with an Allow header', async () => {
    const res = await cov.h.request('DELETE', '/parameter');
    expectFail(res, 405, /n’est pas permise/);
    expect(res.headers.get('allow')).toBe('GET');
    expect((await cov.h.request('GET', '/login')).headers.get('allow')).toBe('POST');
  });

  it('answers a thrown error 500 without the stack or the error text', async () => {
    const app = createApi(cov.h.ctx);
    app.get('/__coverage-boom', () => {
      throw new TypeError('detail interne à ne pas montrer');
    });
    const res = await app.request('/__coverage-boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: false, data: null, message: 'Internal server error' });
    expect(text).not.toMatch(/detail interne|TypeError|\.ts:/);
  });
});

describe('idSite and userLang headers', () => {
  it('defaults idSite to 87 and refuses an unknown or malformed site on any call', async () => {
    expect(expectOk(await cov.h.request('GET', '/site/info')).idSite).toBe(87);
    expectFail(await cov.h.request('GET', '/countries', { site: 404 }), 404, 'Site 404 inconnu');
    expectFail(await cov.h.request('GET', '/admin/address/type', { headers: { idSite: 'quatre-vingt-sept' } }), 400, /idSite/);
  });

  it('accepts fr, fr_FR and en, and refuses any other language', async () => {
    const title = async (lang: string) => expectOk(await cov.h.request('GET', '/page/10', { lang })).title;
    expect(await title('fr')).toBe(await title('fr_FR'));
    expect(await title('en')).not.toBe(await title('fr'));
    expect(expectOk(await cov.h.request('GET', '/page/10')).title).toBe(await title('fr_FR'));
    expectFail(await cov.h.request('GET', '/page/10', { lang: 'de' }), 400, /userLang/);
  });
});

describe('multipart bodies', () => {
  it('parses object fields sent as JSON strings (cart customizations)', async () => {
    const form = new FormData();
    form.set('type', 'MAIN_CART');
    form.set('quantity', '1');
    form.set('customizations', JSON.stringify([
      { idCustomization: 1, answer: 'Joyeux anniversaire' },
      { idCustomization: 2, answer: 'noyer' },
      { idCustomization: 3, answer: true },
    ]));
    const data = expectOk(await cov.call(88, 'POST', '/cart/new/product/1301', { body: form }));
    expect(JSON.stringify(data.cart.products[0])).toContain('Joyeux anniversaire');
  });

  it('takes files under images (several) or image (one)', async () => {
    const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const images = new FormData();
    images.append('images', png());
    expectOk(await cov.call(88, 'POST', '/product-customization/4/file/validate', { body: images }));
    const image = new FormData();
    image.set('image', png());
    expectOk(await cov.call(87, 'PUT', '/admin/page/10/layout/1/preview', { body: image, as: 'admin' }));
    expectFail(await cov.call(87, 'PUT', '/admin/page/10/layout/1/preview', { body: images, as: 'admin' }), 400, /image/);
  });
});

describe('list query strings', () => {
  const ids = async (query: string) => (expectOk(await cov.call(87, 'GET', `/element/autocar?${query}`)).items as { id: number }[]).map((i) => i.id);

  it('applies every operator prefix and plain equality', async () => {
    expect(await ids('id=lt:3')).toEqual([1, 2]);
    expect(await ids('id=lte:3')).toEqual([1, 2, 3]);
    expect(await ids('id=gt:4')).toEqual([5, 6]);
    expect(await ids('id=gte:5')).toEqual([5, 6]);
    expect(await ids('id=df:1')).toEqual([2, 3, 4, 5, 6]);
    expect(await ids('id=2')).toEqual([2]);
    const coaches = await ids('title=lk:coach');
    expect(coaches.length).toBeGreaterThan(0);
    expect(coaches.length).toBeLessThan(6);
  });

  it('ignores empty filters', async () => {
    expect(await ids('id=&title=')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await ids('id=&title=lk:minibus')).toEqual(await ids('title=lk:minibus'));
  });

  it('pages with the §9 defaults: services and albums 100, orders 10', async () => {
    const services = expectOk(await cov.call(87, 'GET', '/service'));
    expect([services.services.length, services.total]).toEqual([100, 105]);
    const albums = expectOk(await cov.call(87, 'GET', '/album'));
    expect([albums.albums.length, albums.total]).toEqual([100, 105]);
    for (let i = 0; i < 11; i += 1) {
      const form = new FormData();
      form.set('type', 'MAIN_CART');
      form.set('quantity', '1');
      const { cartId } = expectOk(await cov.call(88, 'POST', '/cart/new/product/1101', { body: form, as: 'member' }));
      expectOk(await cov.call(88, 'POST', '/order', { body: orderBody(cartId), as: 'member' }), 201);
    }
    const orders = expectOk(await cov.call(88, 'GET', '/order', { as: 'member' }));
    expect([orders.orders.length, orders.total]).toEqual([10, 11]);
    expect(expectOk(await cov.call(88, 'GET', '/order?page=2', { as: 'member' })).orders.length).toBe(1);
  });

  it('pages with the §9 defaults: elements 24, news 10, blog 12, page 1', async () => {
    const elements = expectOk(await cov.call(87, 'GET', '/element/longue-liste'));
    expect([elements.items.length, elements.total]).toEqual([24, 30]);
    expect(expectOk(await cov.call(87, 'GET', '/element/longue-liste?page=2')).items.length).toBe(6);
    const news = expectOk(await cov.call(87, 'GET', '/news'));
    expect([news.news.length, news.total]).toEqual([10, 15]);
    const blog = expectOk(await cov.call(87, 'GET', '/blog/folder/list'));
    expect([blog.blogs.length, blog.total]).toEqual([12, 15]);
  });
});

describe('login cookies and tokens', () => {
  const login = (host: string) => cov.call(87, 'POST', '/login', { body: { email: 'member-87@example.fr', password: 'motdepasse-solide' }, headers: { Host: host } });

  it('sets token and idSite for 86400 s on path /, HttpOnly, on the parent domain of a 3-label host', async () => {
    const res = await login('www.autocars.example');
    for (const name of ['token', 'idSite']) {
      const cookie = res.cookies.find((c) => c.startsWith(`${name}=`)) ?? '';
      expect(cookie).toMatch(/Max-Age=86400/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Domain=autocars\.example(;|$)/);
    }
  });

  it('sets no Domain for a host of one or two labels', async () => {
    for (const host of ['localhost:4000', 'autocars.localhost']) {
      const cookies = (await login(host)).cookies;
      expect(cookies.some((c) => c.startsWith('token='))).toBe(true);
      expect(cookies.join('\n')).not.toMatch(/Domain=/i);
    }
  });

  it('accepts the token from the cookie and from Authorization', async () => {
    const token = expectOk(await login('autocars.localhost')).token;
    expect(expectOk(await cov.h.request('GET', '/user', { headers: { Cookie: `token=${token}` } })).email).toBe('member-87@example.fr');
    expect(expectOk(await cov.h.request('GET', '/user', { headers: { Authorization: `Bearer ${token}` } })).email).toBe('member-87@example.fr');
    expectFail(await cov.h.request('GET', '/user', { headers: { Cookie: 'token=forged' } }), 401);
  });
});

describe('a write is all or nothing', () => {
  it('stores no answer and no file when the second file of a submit cannot be stored', async () => {
    const rows = async () => ({
      answers: (await cov.h.ctx.db.selectFrom('formAnswers').select('id').execute()).length,
      files: (await cov.h.ctx.db.selectFrom('files').select('id').execute()).length,
    });
    const before = await rows();
    const form = new FormData();
    form.set('answers', JSON.stringify({ email: 'envoi@example.fr' }));
    form.append('documents', new File(['%PDF-1.4 petit'], 'petit.pdf', { type: 'application/pdf' }));
    form.append('documents', new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'enorme.pdf', { type: 'application/pdf' }));
    const res = await cov.call(87, 'POST', '/forms/pieces-jointes/submit', { body: form, headers: { 'X-Forwarded-For': '198.51.100.77' } });
    expectFail(res, 413, /too large/);
    expect(await rows()).toEqual(before);
    const one = new FormData();
    one.set('answers', JSON.stringify({ email: 'envoi@example.fr' }));
    one.append('documents', new File(['%PDF-1.4 petit'], 'petit.pdf', { type: 'application/pdf' }));
    expectOk(await cov.call(87, 'POST', '/forms/pieces-jointes/submit', { body: one, headers: { 'X-Forwarded-For': '198.51.100.77' } }), 201);
    expect(await rows()).toEqual({ answers: before.answers + 1, files: before.files + 1 });
  });
});
