import { describe, expect, it } from 'vitest';
import { accountContracts } from '../../schemas/api/account/account-contracts.ts';
import type { ApiContext } from '../../server/context.ts';
import { contractOf } from '../../server/http/contract-route.ts';
import { accountRoutes } from '../../server/routes/account/index.ts';

/*
 * The account's route table (decision 0073): each route of server/routes/account (sign-up and
 * sign-in, the member's profile, e-mail change, password reset, newsletter subscription, the first
 * admin's setup, the admin's layout hashes and previews) is registered from its contract in
 * schemas/api/account, and each contract is registered. No route of the group is without one.
 */

describe('the account route table', () => {
  const ctx = { config: { sites: () => [] }, log: { warn: () => {} } } as unknown as ApiContext;
  const routes = accountRoutes(ctx).routes.filter((route) => route.method !== 'ALL');
  const name = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

  it('registers every contract of schemas/api/account once, through its contract', () => {
    for (const contract of accountContracts) {
      const registered = routes.filter((route) => name(route) === name(contract));
      expect(registered, name(contract)).toHaveLength(1);
      expect(contractOf(registered[0]!.handler), name(contract)).toBe(contract);
    }
  });

  it('has a contract for every route of the group', () => {
    expect(routes.filter((route) => !contractOf(route.handler)).map(name)).toEqual([]);
    expect(routes.length).toBe(accountContracts.length);
  });
});
