import { describe, expect, it } from 'vitest';
import { createConfigCache } from './config-cache.server.ts';
import type { EngineContext } from './engine-context.ts';
import { fetchRecord } from './find-record.server.ts';

const SERVICE = { id: 1, title: 'Visite Découverte', html: '<p>Une heure.</p>' };

/** An engine context whose config cache reads a fake API; its per-request client must not be used for a service. */
function contextOver(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const fetch = async (url: string) => {
    calls.push(new URL(url).pathname);
    const data = answers[new URL(url).pathname];
    return data === undefined
      ? new Response(JSON.stringify({ success: false, data: null, message: 'Service 9 not found' }), { status: 404 })
      : new Response(JSON.stringify({ success: true, data, message: '' }), { status: 200, headers: { etag: '"s1"' } });
  };
  const ctx = {
    site: { idSite: 88, name: 'domaine', hosts: [], dir: '' },
    config: createConfigCache({ fetch, baseUrl: 'http://api', freshMs: 60_000, now: () => 0 }),
    api: () => { throw new Error('a service is read through the config cache, not the per-request client'); },
  } as unknown as EngineContext;
  return { ctx, calls };
}

describe('fetchRecord of a service (§4 service detail cached on the server, #24)', () => {
  it('reads GET /service/{id} once through the server cache: the same service asked again is reused', async () => {
    const { ctx, calls } = contextOver({ '/service/1': SERVICE });
    const first = await fetchRecord(ctx, 'fr_FR', { kind: 'service' }, '1');
    const again = await fetchRecord(ctx, 'fr_FR', { kind: 'service' }, '1');
    expect(first).toEqual(SERVICE);
    expect(again).toBe(first);
    expect(calls).toEqual(['/service/1']);
  });

  it('is undefined for a service the API does not know (the page is a 404)', async () => {
    const { ctx } = contextOver({});
    expect(await fetchRecord(ctx, 'fr_FR', { kind: 'service' }, '9')).toBeUndefined();
  });
});
