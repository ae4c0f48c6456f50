import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFail, expectNoShop, expectOk, openCoverage, type Coverage } from './coverage-kit.test-utils.ts';
import { address, orderBody } from '../shop/shop-helpers.test-utils.ts';
import { siteConfigsWithoutShop } from '../site-configs-without-shop.test-utils.ts';

// §7 cart, checkout, customization, order and product-extra calls on a fresh database: domaine
// (88) has the shop, so it gets the happy path and a bad input; a site without a shop (autocars
// with isECommerce false, as before it sold gift vouchers) answers every shop call a clear 404.
let cov: Coverage;
beforeAll(async () => {
  cov = await openCoverage();
});
afterAll(() => cov.close());

const shop = (method: string, path: string, options: Parameters<Coverage['call']>[3] = {}) => cov.call(88, method, path, options);
async function addLine(cartId: string, declination: number, quantity: number | string, as: 'member' | 'anonymous' = 'anonymous') {
  const form = new FormData();
  form.set('type', 'MAIN_CART');
  form.set('quantity', String(quantity));
  return shop('POST', `/cart/${cartId}/product/${declination}`, { body: form, as });
}

describe('cart calls', () => {
  it('POST /cart creates a cart; an unknown type is a 400', async () => {
    expect(expectOk(await shop('POST', '/cart', { body: { type: 'MAIN_CART' } }))).toMatchObject({ type: 'MAIN_CART', products: [] });
    expectFail(await shop('POST', '/cart', { body: { type: 'WISH_LIST' } }), 400, /type/);
  });

  it('POST /cart/{cartId} reloads a cart; an unknown cart is a 404', async () => {
    const id = expectOk(await shop('POST', '/cart', { body: { type: 'MAIN_CART' } })).id;
    expect(expectOk(await shop('POST', `/cart/${id}`, { body: { type: 'MAIN_CART' } })).id).toBe(id);
    expectFail(await shop('POST', '/cart/0b8e5f7a-3a44-4a9c-9a57-3c1d1c1f0000', { body: { type: 'MAIN_CART' } }), 404);
  });

  it('POST /cart/{new}/product/{declinationId} adds a line (data.cartId); quantity 0 is the §5 message', async () => {
    const added = expectOk(await addLine('new', 101, 2));
    expect(added.cartId).toMatch(/^[0-9a-f-]{36}$/);
    expectFail(await addLine(added.cartId, 101, 0), 400, 'Quantity must be greater than 0');
    expectFail(await addLine(added.cartId, 99999, 1), 404);
  });

  it('GET /cart/{cartId}/default answers the checkout defaults; a malformed id is a 400', async () => {
    const { cartId } = expectOk(await addLine('new', 101, 3));
    expect(expectOk(await shop('GET', `/cart/${cartId}/default`))).toMatchObject({ id: cartId, bottleCount: 3 });
    expectFail(await shop('GET', '/cart/pas-un-panier/default'), 400);
  });

  it('PUT /cart/{cartId}/product/{productId}/quantity changes a line; too many is the stock message', async () => {
    const { cartId, cart } = expectOk(await addLine('new', 501, 2));
    const idCartProduct = cart.products[0].idCartProduct;
    expect(expectOk(await shop('PUT', `/cart/${cartId}/product/5/quantity`, { body: { quantity: 4, idCartProduct } })).products[0].quantity).toBe(4);
    expectFail(await shop('PUT', `/cart/${cartId}/product/5/quantity`, { body: { quantity: 37, idCartProduct } }), 400, 'Only 36 items remaining in stock');
    expectFail(await shop('PUT', `/cart/${cartId}/product/5/quantity`, { body: { quantity: 'six', idCartProduct } }), 400, /quantity/);
  });

  it('DELETE /cart/{cartId}/product/{productId}/{idCartProduct} and DELETE /cart/{cartId}', async () => {
    const { cartId, cart } = expectOk(await addLine('new', 501, 1));
    expectFail(await shop('DELETE', `/cart/${cartId}/product/5/999999`), 404);
    expect(expectOk(await shop('DELETE', `/cart/${cartId}/product/5/${cart.products[0].idCartProduct}`)).products).toEqual([]);
    expectOk(await shop('DELETE', `/cart/${cartId}`));
    expectFail(await shop('POST', `/cart/${cartId}`, { body: { type: 'MAIN_CART' } }), 404);
    expectFail(await shop('DELETE', '/cart/not-a-uuid'), 400);
  });
});

describe('checkout calls', () => {
  it('POST /order/validate accepts a filled cart and refuses an empty one', async () => {
    const { cartId } = expectOk(await addLine('new', 101, 6));
    expectOk(await shop('POST', '/order/validate', { body: { idCart: cartId } }));
    const empty = expectOk(await shop('POST', '/cart', { body: { type: 'MAIN_CART' } })).id;
    expectFail(await shop('POST', '/order/validate', { body: { idCart: empty } }), 400, 'The cart is empty');
  });

  it('POST /order/discount applies a code; an unknown code is a 404', async () => {
    expect(expectOk(await shop('POST', '/order/discount', { body: { total: 109.9, subtotal: 100, shippingFees: 9.9, discount: 'BIENVENUE10' } }))).toBeTruthy();
    expectFail(await shop('POST', '/order/discount', { body: { total: 10, subtotal: 10, shippingFees: 0, discount: 'NOPE' } }), 404);
  });

  it('POST /calculate/shipping-fees lists carriers; a two-letter country is a 400', async () => {
    const carriers = expectOk(await shop('POST', '/calculate/shipping-fees', { body: { products: [{ idProduct: 1, idDeclination: 101, quantity: 6 }], postalCode: '44000', country: 'FRA' } }));
    expect(carriers.length).toBeGreaterThan(0);
    expectFail(await shop('POST', '/calculate/shipping-fees', { body: { products: [{ idProduct: 1, quantity: 6 }], postalCode: '44000', country: 'FR' } }), 400, /country/);
  });

  it('POST /relay/access-points lists relay points; no postal code is a 400', async () => {
    expect(expectOk(await shop('POST', '/relay/access-points', { body: { postalCode: '44000', city: 'Nantes', country: 'FRA' } })).length).toBeGreaterThan(0);
    expectFail(await shop('POST', '/relay/access-points', { body: { city: 'Nantes' } }), 400, /postalCode/);
  });

  it('POST /order creates the order; a missing phone is a 400 and writes nothing', async () => {
    const { cartId } = expectOk(await addLine('new', 101, 6));
    expectFail(await shop('POST', '/order', { body: orderBody(cartId, { user: {} }) }), 400, "Missing field 'user.phone' in body");
    expect(await cov.h.ctx.db.selectFrom('orders').select('id').where('cartId', '=', cartId).execute()).toHaveLength(0);
    expect(expectOk(await shop('POST', '/order', { body: orderBody(cartId) }), 201)).toMatchObject({ deliveryType: 'DELIVERY' });
  });
});

describe('customization calls', () => {
  it('POST /cart/product/{idProduct}/declination/{idDeclination}/customize/price; a foreign declination is a 404', async () => {
    const price = expectOk(await shop('POST', '/cart/product/13/declination/1301/customize/price', { body: { customizations: [{ idCustomization: 3, answer: true }] } }));
    expect(price.price).toBeGreaterThan(price.unitPrice);
    expectFail(await shop('POST', '/cart/product/1/declination/1301/customize/price', { body: { customizations: [] } }), 404);
  });

  it('POST /product-customization/{id}/file/validate (multipart); a PDF is refused', async () => {
    const png = new FormData();
    png.set('image', new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    expect(expectOk(await shop('POST', '/product-customization/4/file/validate', { body: png }))).toMatchObject({ valid: true });
    const pdf = new FormData();
    pdf.set('image', new File([new Uint8Array([1])], 'devis.pdf', { type: 'application/pdf' }));
    expectFail(await shop('POST', '/product-customization/4/file/validate', { body: pdf }), 400, /not accepted/);
  });
});

describe('order calls of a member', () => {
  let orderId: number;
  let cartId: string;
  beforeAll(async () => {
    cartId = expectOk(await addLine('new', 701, 6, 'member')).cartId;
    orderId = expectOk(await shop('POST', '/order', { body: orderBody(cartId, { address: { delivery: address, billing: address } }), as: 'member' }), 201).id;
  });

  it('GET /order?{query} lists orders and total; anonymous is a 401', async () => {
    expect(expectOk(await shop('GET', '/order?page=1&nbItem=10', { as: 'member' }))).toMatchObject({ total: 1, orders: [{ id: orderId }] });
    expectFail(await shop('GET', '/order'), 401);
  });

  it('GET /order/{id}; another visitor gets a 404', async () => {
    // With where its mails go and whether it was placed without an account: the result page's next steps (issue 38, item 5).
    expect(expectOk(await shop('GET', `/order/${orderId}`, { as: 'member' }))).toMatchObject({ id: orderId, email: 'member-88@example.fr', guest: false });
    expectFail(await shop('GET', `/order/${orderId}`), 404);
  });

  it('GET /order/cawl/result/{id}; a visitor who is not its owner gets a 404', async () => {
    expect(expectOk(await shop('GET', `/order/cawl/result/${orderId}?cart=${cartId}`, { as: 'member' }))).toMatchObject({ paid: false });
    expectFail(await shop('GET', `/order/cawl/result/${orderId}`), 404);
  });

  it('GET /list/order/status, GET /order-generic-values/{type}, GET /order/back-products/is-active', async () => {
    expect(expectOk(await shop('GET', '/list/order/status')).length).toBeGreaterThan(3);
    expect(expectOk(await shop('GET', '/order-generic-values/return-reason'))[0]).toMatchObject({ code: 'DAMAGED' });
    expectFail(await shop('GET', '/order-generic-values/colour'), 404);
    expect(expectOk(await shop('GET', '/order/back-products/is-active'))).toMatchObject({ isActive: true });
    expectFail(await shop('GET', '/list/order/status', { lang: 'es' }), 400);
  });

  it('GET /order-back?order={id} and POST /order/{id}/back-products after delivery', async () => {
    for (const status of ['PAID', 'PREPARING', 'SHIPPED', 'DELIVERED']) {
      expectOk(await shop('PUT', `/admin/order/${orderId}/status`, { body: { status, trackingNumber: '6A12345678901' }, as: 'admin' }));
    }
    const back = expectOk(await shop('GET', `/order-back?order=${orderId}`, { as: 'member' }));
    expectFail(await shop('GET', '/order-back?order=abc', { as: 'member' }), 400);
    const line = back.products[0].idOrderLine;
    expectOk(await shop('POST', `/order/${orderId}/back-products`, { body: { products: [{ idOrderLine: line, quantity: 1 }], reason: 'CORKED' }, as: 'member' }), 201);
    expectFail(await shop('POST', `/order/${orderId}/back-products`, { body: { products: [{ idOrderLine: line, quantity: 99 }] }, as: 'member' }), 400);
  });

  it('GET /admin/order/{id}/get-status and /tracking-link: admins only', async () => {
    expect(expectOk(await shop('GET', `/admin/order/${orderId}/get-status`, { as: 'admin' })).status.code).toBe('DELIVERED');
    expect(expectOk(await shop('GET', `/admin/order/${orderId}/tracking-link`, { as: 'admin' })).url).toContain('6A12345678901');
    expectFail(await shop('GET', `/admin/order/${orderId}/get-status`, { as: 'member' }), 403);
    expectFail(await shop('GET', `/admin/order/${orderId}/tracking-link`), 401);
    expectFail(await shop('GET', '/admin/order/abc/get-status', { as: 'admin' }), 400);
  });
});

describe('product extras', () => {
  it('GET /award?product={id}; a product that is not a number is a 400', async () => {
    expect(expectOk(await shop('GET', '/award?product=1')).length).toBeGreaterThan(0);
    expectFail(await shop('GET', '/award?product=abc'), 400);
  });

  it('GET /v2/product/recommended/{id} answers data.products; an unknown product is a 404', async () => {
    expect(expectOk(await shop('GET', '/v2/product/recommended/1')).products.length).toBeGreaterThan(0);
    expectFail(await shop('GET', '/v2/product/recommended/999'), 404);
  });

  it('GET /product/{id}/customization; an unknown product is a 404', async () => {
    expect(expectOk(await shop('GET', '/product/13/customization')).length).toBeGreaterThan(0);
    expectFail(await shop('GET', '/product/999/customization'), 404);
  });

  it('GET /parameter/product/meal-icon answers the icons; a bad language is a 400', async () => {
    expect(expectOk(await shop('GET', '/parameter/product/meal-icon')).length).toBeGreaterThan(0);
    expectFail(await shop('GET', '/parameter/product/meal-icon', { lang: 'zz' }), 400);
  });

  it('GET /product/generate/file/{id}[/{idDeclination}] answers a PDF; an unknown declination is a 404', async () => {
    const pdf = await shop('GET', '/product/generate/file/1/101');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expectFail(await shop('GET', '/product/generate/file/1/999'), 404);
    expectFail(await shop('GET', '/product/generate/file/abc'), 400);
  });
});

describe('a site without a shop (autocars with isECommerce false)', () => {
  let none: Coverage;
  let copy: ReturnType<typeof siteConfigsWithoutShop>;
  beforeAll(async () => {
    copy = siteConfigsWithoutShop();
    none = await openCoverage({ siteConfigs: copy.dir });
  });
  afterAll(async () => {
    await none.close();
    copy.remove();
  });
  it.each([
    ['POST', '/cart'], ['POST', '/cart/0b8e5f7a-3a44-4a9c-9a57-3c1d1c1f0000'], ['GET', '/cart/0b8e5f7a-3a44-4a9c-9a57-3c1d1c1f0000/default'],
    ['POST', '/cart/new/product/101'], ['PUT', '/cart/0b8e5f7a-3a44-4a9c-9a57-3c1d1c1f0000/product/1/quantity'],
    ['DELETE', '/cart/0b8e5f7a-3a44-4a9c-9a57-3c1d1c1f0000'], ['DELETE', '/cart/0b8e5f7a-3a44-4a9c-9a57-3c1d1c1f0000/product/1/1'],
    ['POST', '/order/validate'], ['POST', '/order/discount'], ['POST', '/order'], ['POST', '/calculate/shipping-fees'],
    ['POST', '/relay/access-points'], ['POST', '/product-customization/4/file/validate'],
    ['POST', '/cart/product/13/declination/1301/customize/price'], ['GET', '/order/cawl/result/1'], ['GET', '/order'],
    ['GET', '/list/order/status'], ['GET', '/order-back?order=1'], ['POST', '/order/1/back-products'],
    ['GET', '/order-generic-values/return-reason'], ['GET', '/order/back-products/is-active'], ['GET', '/order/1'],
    ['GET', '/admin/order/1/get-status'], ['GET', '/admin/order/1/tracking-link'], ['GET', '/award?product=1'],
    ['GET', '/v2/product/recommended/1'], ['GET', '/product/13/customization'], ['GET', '/parameter/product/meal-icon'],
    ['GET', '/product/generate/file/1'],
  ])('%s %s answers 404 “has no online shop”', async (method, path) => {
    expectNoShop(await none.call(87, method, path, { as: 'admin', ...(method === 'GET' ? {} : { body: { type: 'MAIN_CART' } }) }));
  });
});
