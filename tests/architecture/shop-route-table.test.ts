import { describe, expect, it } from 'vitest';
import { shopContracts } from '../../schemas/api/shop/shop-contracts.ts';
import type { ApiContext } from '../../server/context.ts';
import { contractOf } from '../../server/http/contract-route.ts';
import { shopRoutes } from '../../server/routes/shop/index.ts';

/*
 * The shop's route table (decision 0073): each route of the cart, the order, the product and the
 * shipping rates is registered from its contract in schemas/api/shop, and each contract is
 * registered. The shop's other routes (payment, returns, back office…) are listed by name below:
 * a new route of the shop needs a contract, or a conscious line here.
 */

const WITHOUT_CONTRACT_YET = [
  'GET /admin/order/:id',
  'GET /admin/order/:id/file/:fileId',
  'GET /admin/order/:id/get-status',
  'GET /admin/order/:id/tracking-link',
  'GET /admin/orders',
  'GET /award',
  'GET /click-and-collect/dates',
  'GET /gift-voucher/:id',
  'GET /list/order/status',
  'GET /order-back',
  'GET /order-generic-values/:type',
  'GET /order/:id/return/:returnId/label',
  'GET /order/back-products/is-active',
  'GET /order/cawl/result/:id',
  'GET /order/consents',
  'GET /parameter/product/meal-icon',
  'GET /payment/back/:orderId',
  'GET /payment/test-card-provider/:orderId/page',
  'GET /product/:id/customization',
  'GET /product/generate/file/:id',
  'GET /product/generate/file/:id/:idDeclination',
  'GET /review-request/unsubscribe',
  'GET /user/addresses',
  'GET /v2/product/recommended/:id',
  'POST /admin/order/:id/refund',
  'POST /admin/order/:id/return/:returnId/label',
  'POST /calculate/shipping-fees',
  'POST /cart/product/:idProduct/declination/:idDeclination/customize/price',
  'POST /order/:id/back-products',
  'POST /order/validate',
  'POST /payment/cawl/webhook',
  'POST /payment/start/:orderId',
  'POST /payment/stripe/webhook',
  'POST /payment/test-card-provider/:orderId',
  'POST /payment/test-card-provider/:orderId/page',
  'POST /product-customization/:id/file/validate',
  'POST /relay/access-points',
  'POST /review-request/unsubscribe',
  'PUT /admin/order/:id/return/:returnId/status',
  'PUT /admin/order/:id/status',
];

describe('the shop route table', () => {
  const ctx = { config: { sites: () => [] }, log: { warn: () => {} } } as unknown as ApiContext;
  const routes = shopRoutes(ctx).routes.filter((route) => route.method !== 'ALL');
  const name = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

  it('registers every contract of schemas/api/shop once, through its contract', () => {
    for (const contract of shopContracts) {
      const registered = routes.filter((route) => name(route) === name(contract));
      expect(registered, name(contract)).toHaveLength(1);
      expect(contractOf(registered[0]!.handler), name(contract)).toBe(contract);
    }
  });

  it('has a contract for every route it registers through the helper, and names the routes still without one', () => {
    const contracted = routes.filter((route) => contractOf(route.handler));
    expect(contracted.map((route) => contractOf(route.handler))).toEqual(expect.arrayContaining([...shopContracts]));
    expect(contracted.length).toBe(shopContracts.length);
    expect([...new Set(routes.filter((route) => !contractOf(route.handler)).map(name))].sort()).toEqual([...WITHOUT_CONTRACT_YET].sort());
  });

  it('declares every cart route (§7 Cart) by contract', () => {
    expect(routes.filter((route) => route.path.startsWith('/cart/') || route.path === '/cart').filter((route) => !contractOf(route.handler)).map(name)).toEqual([
      'POST /cart/product/:idProduct/declination/:idDeclination/customize/price',
    ]);
  });
});
