import { describe, expect, it } from 'vitest';
import { oncePerRequestFetch } from './once-per-request-fetch.server.ts';

function countingFetch() {
  const calls: string[] = [];
  let n = 0;
  const inner = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    n += 1;
    return new Response(JSON.stringify({ n }), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { inner, calls };
}

describe('oncePerRequestFetch', () => {
  it('asks an identical GET once, also when both start together, and gives each caller a readable body', async () => {
    const { inner, calls } = countingFetch();
    const fetch = oncePerRequestFetch(inner);
    const init = { headers: { userLang: 'fr_FR' } };
    const [a, b] = await Promise.all([fetch('http://api/cart/1/default', init), fetch('http://api/cart/1/default', init)]);
    expect(await a.json()).toEqual({ n: 1 });
    expect(await b.json()).toEqual({ n: 1 });
    expect(calls).toEqual(['GET http://api/cart/1/default']);
  });

  it('keeps the languages apart', async () => {
    const { inner, calls } = countingFetch();
    const fetch = oncePerRequestFetch(inner);
    await fetch('http://api/menu', { headers: { userLang: 'fr_FR' } });
    await fetch('http://api/menu', { headers: { userLang: 'en' } });
    expect(calls).toHaveLength(2);
  });

  it('forgets every answer after a write, so a posted form is followed by fresh reads', async () => {
    const { inner, calls } = countingFetch();
    const fetch = oncePerRequestFetch(inner);
    await fetch('http://api/cart/1/default');
    await fetch('http://api/cart/1', { method: 'POST', body: '{}' });
    const after = await fetch('http://api/cart/1/default');
    expect(await after.json()).toEqual({ n: 3 });
    expect(calls).toEqual(['GET http://api/cart/1/default', 'POST http://api/cart/1', 'GET http://api/cart/1/default']);
  });

  it('does not keep a call that failed', async () => {
    let fail = true;
    const fetch = oncePerRequestFetch((async () => {
      if (fail) throw new TypeError('fetch failed');
      return new Response('{}');
    }) as typeof fetch);
    await expect(fetch('http://api/x')).rejects.toThrow('fetch failed');
    fail = false;
    expect((await fetch('http://api/x')).status).toBe(200);
  });
});
