import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { createHarness, type Harness } from './harness.test-utils.ts';
import { addEngravedLine, addLine, DOMAINE, member, NOW, orderBody } from './shop/shop-helpers.test-utils.ts';
import { validateServed } from '../../schemas/validation/validate-served.ts';
import { SavedAddressSchema, type SavedAddress } from '../../schemas/api/account/saved-address.ts';
import { BreadcrumbItemSchema, ServedElementListSchema, type BreadcrumbItem } from '../../schemas/api/content/served-content.ts';
import { ServedComponentConfSchema, ServedPageDetailSchema, ServedPageTreeSchema, type ResolvedPage, type ServedPage, type ServedPageDetail } from '../../schemas/api/pages.ts';
import { CarrierQuoteSchema, type CarrierQuote } from '../../schemas/api/shipping.ts';
import { ServedCartSchema, type ServedCart, type ServedCartLine } from '../../schemas/api/shop/cart.ts';
import { ServedDiscountSchema } from '../../schemas/api/shop/discount.ts';
import { ServedOrderSchema, ServedOrderSummarySchema, type ServedOrder, type ServedOrderSummary } from '../../schemas/api/shop/order.ts';
import { ServedProductSchema, type ServedProduct } from '../../schemas/api/shop/product.ts';
import { ServedParametersSchema, ServedSiteInfoSchema, type ServedParameter } from '../../schemas/api/site.ts';
import type { servedParameters } from '../../server/routes/site/served-parameters.ts';
import type { folderCrumbs } from '../../server/routes/content/blog-document.ts';
import type { PricedCart } from '../../server/shop/cart/cart-view.ts';
import type { productView } from '../../server/shop/catalogue/product-view.ts';
import type { quoteCarriers } from '../../server/shop/checkout/shipping-quote.ts';
import type { orderDetail, orderSummary } from '../../server/shop/orders/order-view.ts';
import type { savedAddresses } from '../../server/shop/orders/saved-addresses.ts';
import type { MemberOrder, OrderSummary } from '../../blocks/account-kit/member-order.ts';
import type { OrderView } from '../../blocks/checkout/checkout-data.ts';
import type { Cart } from '../../runtime/cart/cart-types.ts';
import type { InCents } from '../../schemas/api/euros.ts';
import type { CarrierQuote as CheckoutCarrierQuote } from '../../runtime/checkout/checkout-types.ts';
import { projectRoot } from '../../server/paths.ts';

/*
 * One wire schema: the reference API's real answers pass the schemas of schemas/api on the one
 * Ajv (what the runtime checks them with), and the server's answer types are the schemas' types
 * (checked by `npm run typecheck`: a drift fails the compiler, not only this run).
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
});
afterAll(async () => {
  await h.close();
});

const SITES = [
  { idSite: 87, folder: 'autocars' },
  { idSite: DOMAINE, folder: 'domaine' },
];
const LANGS = ['fr_FR', 'en'];

async function answer(method: string, path: string, options: { site: number; lang?: string; body?: unknown; token?: string }) {
  const res = await h.request(method, path, options);
  expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
  return res.json?.data as unknown;
}

function expectValid(schema: TSchema, value: unknown, what: string) {
  const checked = validateServed(schema, value);
  expect(checked.ok ? [] : checked.errors, what).toEqual([]);
}

const pagesOf = (tree: { id: number; children?: unknown[] }[]): { id: number }[] =>
  tree.flatMap((page) => [page, ...pagesOf((page.children ?? []) as { id: number; children?: unknown[] }[])]);

describe('the answers of the reference API match schemas/api', () => {
  it.each(SITES.flatMap((site) => LANGS.map((lang) => ({ ...site, lang }))))(
    'site $idSite in $lang: parameters, site info, the page tree, every page, every component and the footer elements',
    async ({ idSite, folder, lang }) => {
      const options = { site: idSite, lang };
      expectValid(ServedParametersSchema, await answer('GET', '/parameter', options), 'GET /parameter');
      expectValid(ServedSiteInfoSchema, await answer('GET', '/site/info', options), 'GET /site/info');
      const tree = await answer('GET', '/page', options);
      expectValid(ServedPageTreeSchema, tree, 'GET /page');
      const pages = pagesOf(tree as { id: number }[]);
      expect(pages.length).toBeGreaterThan(3);
      for (const page of pages) expectValid(ServedPageDetailSchema, await answer('GET', `/page/${page.id}`, options), `GET /page/${page.id}`);
      const slugs = readdirSync(join(projectRoot, 'site-configs', folder, 'components')).map((file) => file.replace(/\.json$/, ''));
      for (const slug of slugs) {
        expectValid(ServedComponentConfSchema, await answer('GET', `/component/conf/${slug}`, options), `GET /component/conf/${slug}`);
      }
      for (const route of ['logo-footer', 'link-footer']) {
        expectValid(ServedElementListSchema, await answer('GET', `/element/${route}?page=1&nbItem=100`, options), `GET /element/${route}`);
      }
    },
  );

  it('products, a customized cart line, shipping quotes, blog breadcrumbs and saved addresses of the domaine', async () => {
    const { products } = (await answer('GET', '/product', { site: DOMAINE })) as { products: { id: number }[] };
    expect(products.length).toBeGreaterThan(0);
    for (const { id } of products) expectValid(ServedProductSchema, await answer('GET', `/product/${id}`, { site: DOMAINE, lang: 'en' }), `GET /product/${id}`);

    const customized = await addEngravedLine(h);
    const { cartId, cart } = customized.json?.data as { cartId: string; cart: unknown };
    expectValid(ServedCartSchema, cart, 'POST /cart/{id}/product/{declination}');
    expectValid(ServedCartSchema, await answer('POST', `/cart/${cartId}`, { site: DOMAINE }), 'POST /cart/{id}');

    const quotes = await answer('POST', '/calculate/shipping-fees', { site: DOMAINE, body: { products: [{ idProduct: 1, idDeclination: 101, quantity: 6 }], postalCode: '44000', country: 'FRA' } });
    expect((quotes as unknown[]).length).toBeGreaterThan(0);
    expectValid(Type.Array(CarrierQuoteSchema), quotes, 'POST /calculate/shipping-fees');

    const discount = await answer('POST', '/order/discount', { site: DOMAINE, body: { total: 109.9, subtotal: 100, shippingFees: 9.9, discount: 'bienvenue10' } });
    expectValid(ServedDiscountSchema, discount, 'POST /order/discount');

    const crumbs = await answer('GET', '/blog/folder/ariane/2', { site: DOMAINE, lang: 'en' });
    expect((crumbs as unknown[]).length).toBeGreaterThan(0);
    expectValid(Type.Array(BreadcrumbItemSchema), crumbs, 'GET /blog/folder/ariane/2');

    const token = await member(h, 'wire-schemas@example.fr');
    const ordered = (await addLine(h, 'new', 101, 6, { token })).json?.data.cartId as string;
    const order = (await answer('POST', '/order', { site: DOMAINE, lang: 'en', token, body: orderBody(ordered) })) as { id: number };
    expectValid(ServedOrderSchema, order, 'POST /order');
    expectValid(ServedOrderSchema, await answer('GET', `/order/${order.id}`, { site: DOMAINE, token }), 'GET /order/{id}');
    const listed = (await answer('GET', '/order', { site: DOMAINE, token })) as { orders: unknown[] };
    expect(listed.orders).toHaveLength(1);
    expectValid(Type.Array(ServedOrderSummarySchema), listed.orders, 'GET /order');
    const saved = await answer('GET', '/user/addresses', { site: DOMAINE, token });
    expect((saved as unknown[]).length).toBe(1);
    expectValid(Type.Array(SavedAddressSchema), saved, 'GET /user/addresses');
  });

  it('refuses an answer that drifted from its schema, naming where', () => {
    const line = { id: 1, idCartProduct: 1, idProduct: 1, idDeclination: 101, name: 'Muscadet', declinationName: '75 cl', image: '/a.jpg', quantity: 6 };
    const cart = { id: 'c', type: 'MAIN_CART', discountCode: null, totalProduct: 0, totalProductToPay: 0, bottleCount: 0, products: [{ ...line, price: '9.90' }] };
    const checked = validateServed(ServedCartSchema, cart);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : checked.errors.join('; ')).toContain('/products/0');
  });
});

describe('the server answers with the types of schemas/api', () => {
  it('has the same types on both sides (held by the compiler)', () => {
    expectTypeOf<PricedCart['view']>().toEqualTypeOf<ServedCart>();
    expectTypeOf<Cart>().toEqualTypeOf<InCents<ServedCart>>();
    expectTypeOf<ReturnType<typeof quoteCarriers>['carriers'][number]>().toEqualTypeOf<CarrierQuote>();
    expectTypeOf<CheckoutCarrierQuote>().toEqualTypeOf<InCents<CarrierQuote>>();
    expectTypeOf<Awaited<ReturnType<typeof savedAddresses>>[number]>().toEqualTypeOf<SavedAddress>();
    expectTypeOf<ReturnType<typeof folderCrumbs>[number]>().toEqualTypeOf<BreadcrumbItem>();
    expectTypeOf<ReturnType<typeof servedParameters>[number]>().toExtend<ServedParameter>();
    expectTypeOf<ReturnType<typeof productView>>().toExtend<ServedProduct>();
    expectTypeOf<ReturnType<typeof orderSummary>>().toEqualTypeOf<ServedOrderSummary>();
    expectTypeOf<Awaited<ReturnType<typeof orderDetail>>>().toExtend<ServedOrder>();
    expectTypeOf<ResolvedPage>().toExtend<ServedPage>();
    expectTypeOf<ResolvedPage>().toExtend<ServedPageDetail>();
  });

  it('gives the blocks that show an order what they read of it', () => {
    expectTypeOf<ServedOrderSummary>().toExtend<OrderSummary>();
    expectTypeOf<ServedOrder>().toExtend<MemberOrder>();
    expectTypeOf<ServedOrder>().toExtend<OrderView>();
  });

  it('refuses, at compile time, a server line that lost a field the browser reads', () => {
    type Drifted = Omit<ServedCartLine, 'priceToPay'>;
    expectTypeOf<Drifted>().not.toExtend<ServedCartLine>();
  });
});
