import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../runtime/engine/api/create-api-client.ts';
import { load as loadAccount } from '../account/account.server.ts';
import { load as loadAuth } from '../auth/auth.server.ts';
import { signedInUser } from './signed-in-user.ts';

function countingApi() {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Response(JSON.stringify({ success: false, data: null, message: 'Vous devez être connecté' }), { status: 401 });
  }) as typeof globalThis.fetch;
  return { api: createApiClient({ baseUrl: 'http://api', idSite: 88, locale: 'fr_FR', fetch }), calls };
}

describe('signedInUser', () => {
  it('asks the API nothing for a visitor without a session (its answer could only be a 401)', async () => {
    const { api, calls } = countingApi();
    expect(await signedInUser(api, false)).toBeNull();
    expect(await loadAccount({ api, locale: 'fr_FR', props: { view: 'dashboard' }, hasSession: false })).toEqual({ user: null, newsletter: null });
    expect(await loadAuth({ api, locale: 'fr_FR', props: {} as never, hasSession: false })).toEqual({ user: null });
    expect(calls).toEqual([]);
  });

  it('asks GET /user when the request carries a session, or when that is not known', async () => {
    const { api, calls } = countingApi();
    expect(await signedInUser(api, true)).toBeNull();
    expect(await signedInUser(api)).toBeNull();
    expect(calls).toEqual(['http://api/user', 'http://api/user']);
  });
});
