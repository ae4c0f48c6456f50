import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../engine/api/index.ts';
import { logVisit, withoutVisitQuery } from './visit-log.ts';

function env(href: string) {
  const calls: string[] = [];
  const order: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    calls.push(String(url));
    order.push('visit');
    return new Response(JSON.stringify({ success: true, data: null, message: '' }), { headers: { 'Content-Type': 'application/json' } });
  });
  const api = createApiClient({ baseUrl: 'https://autocars.example/api', idSite: 87, locale: 'fr_FR', fetch: fetch as typeof globalThis.fetch });
  const history = { state: null, replaceState: vi.fn(() => void order.push('replace')) };
  const location = { href, reload: vi.fn(() => void order.push('reload')) };
  return { api, history, location, calls, order };
}

describe('logVisit', () => {
  it('records the visit, removes the query, then reloads', async () => {
    const e = env('https://autocars.example/voyages-organises?from=newsletter-nov&x=1#haut');
    expect(await logVisit(e)).toBe(true);
    expect(e.calls).toEqual(['https://autocars.example/api/site/visit/newsletter-nov']);
    expect(e.history.replaceState).toHaveBeenCalledWith(null, '', '/voyages-organises?x=1#haut');
    expect(e.order).toEqual(['visit', 'replace', 'reload']);
  });

  it('does nothing without a from parameter', async () => {
    const e = env('https://autocars.example/?x=1');
    expect(await logVisit(e)).toBe(false);
    expect(e.calls).toEqual([]);
    expect(e.location.reload).not.toHaveBeenCalled();
  });

  it('strips only the from parameter', () => {
    expect(withoutVisitQuery('https://a.example/en?from=fb')).toBe('/en');
  });
});
