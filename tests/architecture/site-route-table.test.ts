import { describe, expect, it } from 'vitest';
import { siteContracts } from '../../schemas/api/site/site-contracts.ts';
import type { ApiContext } from '../../server/context.ts';
import { contractOf } from '../../server/http/contract-route.ts';
import { siteRoutes } from '../../server/routes/site/index.ts';

/*
 * The site's route table (decision 0073): each route of server/routes/site (parameters, site
 * info, the page tree, a page, a page's layout, and the site's other reads) is registered from
 * its contract in schemas/api/site, and each contract is registered. No route of the group is without one.
 */

describe('the site route table', () => {
  const ctx = { config: { sites: () => [] }, log: { warn: () => {} } } as unknown as ApiContext;
  const routes = siteRoutes(ctx).routes.filter((route) => route.method !== 'ALL');
  const name = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

  it('registers every contract of schemas/api/site once, through its contract', () => {
    for (const contract of siteContracts) {
      const registered = routes.filter((route) => name(route) === name(contract));
      expect(registered, name(contract)).toHaveLength(1);
      expect(contractOf(registered[0]!.handler), name(contract)).toBe(contract);
    }
  });

  it('has a contract for every route of the group', () => {
    expect(routes.filter((route) => !contractOf(route.handler)).map(name)).toEqual([]);
    expect(routes.length).toBe(siteContracts.length);
  });
});
