import { describe, expect, it } from 'vitest';
import { contentContracts } from '../../schemas/api/content/content-contracts.ts';
import type { ApiContext } from '../../server/context.ts';
import { contractOf } from '../../server/http/contract-route.ts';
import { contentRoutes } from '../../server/routes/content/index.ts';

/*
 * The content routes' table (decision 0073): each route of server/routes/content (forms and form
 * files, blog, albums, news, services, popups, elements, messages, newsletter, visits, reviews,
 * calendars, countries and cities) is registered from its contract in schemas/api/content, and
 * each contract is registered once. No content route is left without one.
 */

const WITHOUT_CONTRACT_YET: string[] = [];

describe('the content route table', () => {
  const ctx = { config: { sites: () => [] }, log: { warn: () => {} }, db: {} } as unknown as ApiContext;
  const routes = contentRoutes(ctx).routes.filter((route) => route.method !== 'ALL');
  const name = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

  it('registers every contract of schemas/api/content once, through its contract', () => {
    for (const contract of contentContracts) {
      const registered = routes.filter((route) => name(route) === name(contract));
      expect(registered, name(contract)).toHaveLength(1);
      expect(contractOf(registered[0]!.handler), name(contract)).toBe(contract);
    }
  });

  it('has a contract for every content route', () => {
    const contracted = routes.filter((route) => contractOf(route.handler));
    expect(contracted.map((route) => contractOf(route.handler))).toEqual(expect.arrayContaining([...contentContracts]));
    expect(contracted.length).toBe(contentContracts.length);
    expect([...new Set(routes.filter((route) => !contractOf(route.handler)).map(name))].sort()).toEqual(WITHOUT_CONTRACT_YET);
  });
});
