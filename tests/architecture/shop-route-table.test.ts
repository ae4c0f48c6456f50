import { describe, expect, it } from 'vitest';
import { shopContracts } from '../../schemas/api/shop/shop-contracts.ts';
import type { ApiContext } from '../../server/context.ts';
import { contractOf } from '../../server/http/contract-route.ts';
import { shopRoutes } from '../../server/routes/shop/index.ts';

/*
 * The shop's route table (decision 0073): each route of the cart, the order, the product and the
 * shipping rates is registered from its contract in schemas/api/shop, and each contract is
 * registered; since decision 0076 the payment, returns, back office, customization and documents
 * too: no route of the shop is without one. A new route of the shop needs a contract, or a
 * conscious line below with its reason.
 */

const WITHOUT_CONTRACT_YET: string[] = [];

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
    expect(routes.filter((route) => route.path.startsWith('/cart/') || route.path === '/cart').filter((route) => !contractOf(route.handler)).map(name)).toEqual([]);
  });
});
