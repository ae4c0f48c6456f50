import { describe, expect, it } from 'vitest';
import { createApiClient } from '../create-api-client.ts';
import type { ApiClient } from '../create-api-client.ts';
import * as account from './account.ts';
import * as admin from './admin.ts';
import * as albums from './albums.ts';
import * as auth from './auth.ts';
import * as blog from './blog.ts';
import * as cart from './cart.ts';
import * as checkout from './checkout.ts';
import * as content from './content.ts';
import * as orders from './orders.ts';
import * as shop from './shop.ts';
import * as site from './site.ts';

function recorder() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url: String(input), body: init?.body });
    return new Response(JSON.stringify({ success: true, data: null, message: '' }));
  }) as typeof fetch;
  return { calls, api: createApiClient({ baseUrl: '/api', idSite: 87, locale: 'en', fetch: fetchFn }) };
}

const cases: [string, (api: ApiClient) => Promise<unknown>, string, string][] = [
  ['page by slug', (api) => site.page(api, 'nous-contacter'), 'GET', '/api/page/nous-contacter'],
  ['component conf', (api) => site.componentConf(api, 'home'), 'GET', '/api/component/conf/home'],
  ['element list', (api) => site.elements(api, 'autocar'), 'GET', '/api/element/autocar?page=1&nbItem=24'],
  ['news', (api) => site.news(api, { page: 2 }), 'GET', '/api/news?page=2&nbItem=10'],
  ['load svg', (api) => site.loadSvg(api, '/media/a.svg'), 'POST', '/api/image/load-svg'],
  ['add to new cart', (api) => cart.addProduct(api, null, 12, { type: 'MAIN_CART', quantity: 6 }), 'POST', '/api/cart/new/product/12'],
  ['update quantity', (api) => cart.updateQuantity(api, 5, 3, { quantity: 6, idCartProduct: 9 }), 'PUT', '/api/cart/5/product/3/quantity'],
  ['remove product', (api) => cart.removeProduct(api, 5, 3, 9), 'DELETE', '/api/cart/5/product/3/9'],
  ['shipping fees', (api) => checkout.shippingFees(api, { products: [], postalCode: '33000', country: 'FRA' }), 'POST', '/api/calculate/shipping-fees'],
  ['cities', (api) => checkout.cities(api, 'Saint Émilion', 75), 'GET', '/api/cities/Saint%20%C3%89milion/75'],
  ['allowed dates', (api) => checkout.allowedDates(api, 1, 3, 2026), 'GET', '/api/calendar/1/date/allowed/3/2026'],
  ['orders', (api) => orders.orders(api), 'GET', '/api/order?page=1&nbItem=10'],
  ['order back', (api) => orders.orderBack(api, 4), 'GET', '/api/order-back?order=4'],
  ['change password', (api) => account.changePassword(api, { currentPassword: 'a', newPassword: 'b' }), 'PUT', '/api/user/password'],
  ['delete account', (api) => account.deleteAccount(api), 'DELETE', '/api/user'],
  ['login', (api) => auth.login(api, { email: 'a@b.fr', password: 'x' }), 'POST', '/api/login'],
  ['reset ask', (api) => auth.askPasswordReset(api, { email: 'a@b.fr' }), 'PUT', '/api/password/reset/ask'],
  ['blog root list', (api) => blog.blogList(api), 'GET', '/api/blog/folder/list?page=1&nbItem=12'],
  ['blog folder list', (api) => blog.blogList(api, 3), 'GET', '/api/blog/folder/list/3?page=1&nbItem=12'],
  ['folder breadcrumb', (api) => blog.folderBreadcrumb(api), 'GET', '/api/blog/folder/ariane'],
  ['albums', (api) => albums.albums(api), 'GET', '/api/album?page=1&nbItem=100'],
  ['services by tag', (api) => content.services(api, ['ski', 'mer']), 'GET', '/api/service?page=1&nbItem=100&tag=ski,mer'],
  ['reviews', (api) => content.reviews(api, '2026-01-01'), 'GET', '/api/google/reviews?from=2026-01-01'],
  ['products', (api) => shop.products(api), 'GET', '/api/product?page=1&nbItem=100&orderBy=price'],
  ['technical file', (api) => shop.technicalFile(api, 7, 2), 'GET', '/api/product/generate/file/7/2'],
  ['awards', (api) => shop.awards(api, 7), 'GET', '/api/award?product=7'],
  ['layout hash', (api) => admin.checkLayoutHash(api, 1, 2, '<p/>'), 'POST', '/api/admin/page/1/layout/2/hash/check'],
];

describe('endpoints', () => {
  it.each(cases)('%s calls the §7 route', async (_name, call, method, url) => {
    const { api, calls } = recorder();
    await call(api);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method, url });
  });

  it('sends the add-to-cart fields as multipart with files under files', async () => {
    const { api, calls } = recorder();
    await cart.addProduct(api, 5, 12, {
      type: 'MAIN_CART', quantity: 6, customizations: [{ idCustomization: 2, answer: 'Léa' }], files: [new File(['x'], 'logo.png')],
    });
    const body = calls[0]?.body as FormData;
    expect(body.get('quantity')).toBe('6');
    expect(body.get('customizations')).toBe('[{"idCustomization":2,"answer":"Léa"}]');
    expect((body.get('files') as File).name).toBe('logo.png');
  });
});
